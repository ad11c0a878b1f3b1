import type { OutgoingMessage } from './outbox-repository';

/** The words of every message we send, in one place. */
export const verificationMessage = (
  to: string,
  firstName: string,
  link: string,
): OutgoingMessage => ({
  channel: 'EMAIL',
  recipient: to,
  purpose: 'VERIFY_EMAIL',
  subject: 'Confirm your Pamoja account',
  body: `Hello ${firstName},\n\nConfirm your e-mail address to start using Pamoja:\n${link}\n\nThe link works for 48 hours.`,
  link,
});

export const passwordResetMessage = (
  to: string,
  firstName: string,
  link: string,
): OutgoingMessage => ({
  channel: 'EMAIL',
  recipient: to,
  purpose: 'RESET_PASSWORD',
  subject: 'Reset your Pamoja password',
  body: `Hello ${firstName},\n\nChoose a new password here:\n${link}\n\nThe link works for one hour. If you did not ask for it, ignore this message: your password stays as it is.`,
  link,
});

export const pinLockedMessage = (to: string, firstName: string): OutgoingMessage => ({
  channel: 'SMS',
  recipient: to,
  purpose: 'PIN_LOCKED',
  subject: 'PIN locked',
  body: `Pamoja: hello ${firstName}, your PIN was entered wrongly 5 times, so payments are paused for 15 minutes. If this was not you, change your password.`,
});

export const invitationMessage = (
  to: string,
  firstName: string,
  organisation: string,
  link: string,
): OutgoingMessage => ({
  channel: 'EMAIL',
  recipient: to,
  purpose: 'INVITATION',
  subject: `You are invited to ${organisation} on Pamoja`,
  body: `Hello ${firstName},\n\n${organisation} added you on Pamoja. Choose your password here to open your account:\n${link}\n\nThe link works for 7 days.`,
  link,
});

export const addedToOrganisationMessage = (
  to: string,
  firstName: string,
  organisation: string,
): OutgoingMessage => ({
  channel: 'EMAIL',
  recipient: to,
  purpose: 'ADDED_TO_ORGANISATION',
  subject: `You now belong to ${organisation} on Pamoja`,
  body: `Hello ${firstName},\n\n${organisation} added you as a member. Log in to Pamoja and choose it from your organisations.`,
});

/** The code confirming an organisation's deletion, by SMS and by e-mail. */
export const organisationDeleteCodeMessages = (
  user: { email: string; phoneNumber: string; firstName: string },
  organisation: string,
  code: string,
): OutgoingMessage[] => [
  {
    channel: 'SMS',
    recipient: user.phoneNumber,
    purpose: 'DELETE_ORGANISATION',
    subject: 'Confirm deletion',
    body: `Pamoja: ${code} is your code to delete ${organisation}. It works for 5 minutes. If you did not ask for it, ignore this message.`,
    code,
  },
  {
    channel: 'EMAIL',
    recipient: user.email,
    purpose: 'DELETE_ORGANISATION',
    subject: `Your code to delete ${organisation}`,
    body: `Hello ${user.firstName},\n\nYour code to delete ${organisation} on Pamoja is ${code}. It works for 5 minutes.\n\nIf you did not ask for it, someone may be using your account: change your password.`,
    code,
  },
];

export const groupEnquiryMessage = (
  admin: { email: string; firstName: string },
  organisation: string,
  enquiry: { name: string; email: string; phoneNumber: string; groupType: string; message: string },
): OutgoingMessage => ({
  channel: 'EMAIL',
  recipient: admin.email,
  purpose: 'GROUP_ENQUIRY',
  subject: `New ${enquiry.groupType.toLowerCase().replaceAll('_', ' ')} enquiry for ${organisation}`,
  body: `Hello ${admin.firstName},\n\n${enquiry.name} (${enquiry.email}, +${enquiry.phoneNumber}) wrote through the contact form:\n\n${enquiry.message}`,
});
