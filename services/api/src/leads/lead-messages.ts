import type { OutgoingMessage } from '../outbox/outbox-module';

/** The customer's consent code, sent to the customer's phone only. */
export const leadConsentMessage = (
  phoneNumber: string,
  productName: string,
  code: string,
): OutgoingMessage => ({
  channel: 'SMS',
  recipient: phoneNumber,
  purpose: 'LEAD_CONSENT',
  subject: 'Your consent code',
  body: `Pamoja: ${code} is your code to agree that our agent records your interest in ${productName}. Give it to the agent only if you agree. It works for 5 minutes.`,
  code,
});

/** The approver's code for one set of leads, to the approver's phone and e-mail. */
export const leadApprovalMessages = (
  contact: { phoneNumber: string; email: string },
  count: number,
  code: string,
): OutgoingMessage[] => {
  const body = `Pamoja: ${code} is your code to approve ${count} ${count === 1 ? 'lead' : 'leads'}. It works for 5 minutes, for exactly these leads. If you did not ask for it, ignore this message.`;
  return [
    {
      channel: 'SMS',
      recipient: contact.phoneNumber,
      purpose: 'APPROVE_LEADS',
      subject: 'Approve leads',
      body,
      code,
    },
    {
      channel: 'EMAIL',
      recipient: contact.email,
      purpose: 'APPROVE_LEADS',
      subject: 'Your code to approve leads',
      body,
      code,
    },
  ];
};
