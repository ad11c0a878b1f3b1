import type { OutgoingMessage } from '../outbox/outbox-module';

/** The code proving a member holds the phone of a mobile wallet (sent to that phone only). */
export const mobileWalletCodeMessage = (phoneNumber: string, code: string): OutgoingMessage => ({
  channel: 'SMS',
  recipient: phoneNumber,
  purpose: 'VERIFY_MOBILE_WALLET',
  subject: 'Confirm your mobile wallet',
  body: `Pamoja: ${code} is your code to add this number as a mobile wallet for withdrawals. It works for 5 minutes. If you did not ask for it, ignore this message.`,
  code,
});
