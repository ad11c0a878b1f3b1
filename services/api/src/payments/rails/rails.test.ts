import { describe, expect, it } from 'vitest';
import { ProviderRefusal, type PayoutRail, type PayoutRequest } from '../payment-providers';
import { createBankIftSimulator } from './bank-ift-simulator';
import { createPesalinkSimulator, PESALINK_MAX_AMOUNT } from './pesalink-simulator';

const toAccount = (accountNumber: string, amount = 500_000n): PayoutRequest => ({
  reference: 'withdrawal-1',
  amount,
  bankCode: '01',
  accountNumber,
  accountName: 'Wanjiku Kamau',
  remarks: 'Withdrawal',
});

const asked = (sent: { providerReference: string }) => ({
  reference: 'withdrawal-1',
  providerReference: sent.providerReference,
});

const rails: [string, () => PayoutRail, RegExp][] = [
  ['bank IFT', createBankIftSimulator, /^FT\d{6}[A-Z0-9]{8}[SU]$/],
  ['Pesalink', createPesalinkSimulator, /^PSL\d{6}[A-Z0-9]{8}[SU]$/],
];

describe.each(rails)('%s simulator', (_name, create, referenceFormat) => {
  it('pays at once with a reference', async () => {
    const rail = create();
    const sent = await rail.send(toAccount('0123456789'));
    expect(sent.providerReference).toMatch(referenceFormat);
    expect(sent.outcome).toEqual({
      status: 'SUCCESS',
      receiptNumber: sent.providerReference,
      amount: 500_000n,
    });
    expect(await rail.status(asked(sent))).toMatchObject({ status: 'SUCCESS' });
  });

  it('refuses an account ending 000 before accepting it (Account closed)', async () => {
    await expect(create().send(toAccount('0123456000'))).rejects.toMatchObject({
      name: 'ProviderRefusal',
      message: 'Account closed',
    });
  });

  it('leaves an account ending 001 unknown until the second status query says paid', async () => {
    const rail = create();
    const sent = await rail.send(toAccount('0123456001'));
    expect(sent.outcome).toEqual({ status: 'PENDING' });
    expect(await rail.status(asked(sent))).toEqual({ status: 'PENDING' });
    expect(await rail.status(asked(sent))).toEqual({
      status: 'SUCCESS',
      receiptNumber: sent.providerReference,
    });
    // A fresh simulator (a restart) still knows the case from the reference.
    const restarted = create();
    expect(await restarted.status(asked(sent))).toEqual({ status: 'PENDING' });
    expect(await restarted.status(asked(sent))).toMatchObject({ status: 'SUCCESS' });
  });

  it.each([
    ['a zero amount', { amount: 0n }],
    ['a short account number', { accountNumber: '12345' }],
    ['an account number with letters', { accountNumber: '01234x6789' }],
    ['a bank code that is not 2 digits', { bankCode: '1' }],
  ])('refuses %s', async (_case, change) => {
    await expect(create().send({ ...toAccount('0123456789'), ...change })).rejects.toBeInstanceOf(
      ProviderRefusal,
    );
  });

  it('keeps unknown references pending rather than guessing', async () => {
    expect(await create().status({ reference: 'x', providerReference: 'nope' })).toEqual({
      status: 'PENDING',
    });
  });

  it('answers by our own reference: what it received, and NOT_FOUND for what it never did', async () => {
    const rail = create();
    const sent = await rail.send(toAccount('0123456789'));
    expect(await rail.status({ reference: 'withdrawal-1', providerReference: null })).toEqual({
      status: 'SUCCESS',
      receiptNumber: sent.providerReference,
    });
    expect(await rail.status({ reference: 'never-sent', providerReference: null })).toEqual({
      status: 'FAILED',
      resultCode: 'NOT_FOUND',
      reason: 'The provider never received this transfer.',
    });
  });

  it('takes a transfer sent twice under one reference as one transfer', async () => {
    const rail = create();
    const first = await rail.send(toAccount('0123456789'));
    const again = await rail.send(toAccount('0123456789'));
    expect(again.providerReference).toBe(first.providerReference);
  });
});

describe('Pesalink limits and phones', () => {
  const phone = (phoneNumber: string, amount = 100_000n): PayoutRequest => ({
    reference: 'withdrawal-2',
    amount,
    phoneNumber,
    remarks: 'Withdrawal',
  });

  it('sends up to KES 999,999 and refuses a cent more', async () => {
    const rail = createPesalinkSimulator();
    const top = await rail.send(toAccount('0123456789', PESALINK_MAX_AMOUNT));
    expect(top.outcome.status).toBe('SUCCESS');
    await expect(
      rail.send(toAccount('0123456789', PESALINK_MAX_AMOUNT + 1n)),
    ).rejects.toMatchObject({ name: 'ProviderRefusal', resultCode: 'LIMIT_EXCEEDED' });
    await expect(rail.send(phone('254712345678', PESALINK_MAX_AMOUNT + 1n))).rejects.toThrow(
      /999,999/,
    );
  });

  it('pays to a phone, with the same endings playing the same cases', async () => {
    const rail = createPesalinkSimulator();
    expect((await rail.send(phone('254712345678'))).outcome.status).toBe('SUCCESS');
    expect((await rail.send(phone('254712345001'))).outcome.status).toBe('PENDING');
    await expect(rail.send(phone('254712345000'))).rejects.toThrow('Account closed');
    await expect(rail.send(phone('0712345678'))).rejects.toBeInstanceOf(ProviderRefusal);
  });

  it('bank IFT needs an account, not a phone', async () => {
    await expect(createBankIftSimulator().send(phone('254712345678'))).rejects.toBeInstanceOf(
      ProviderRefusal,
    );
  });
});
