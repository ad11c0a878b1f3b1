import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  LEAD_CODE_ALPHABET,
  type LeadChanges,
  type LeadEvent,
  type LeadListQuery,
  type NewLead,
} from '@pamoja/contract/leads';
import { toMajorUnits } from '@pamoja/contract/money';
import type { PaginationQuery } from '@pamoja/contract/api-response';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { sha256 } from '@pamoja/server-kit/auth/secrets';
import { conflict, forbidden, notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import {
  createMembershipRepository,
  requestOrganisation,
} from '../organisations/organisations-module';
import { createOutboxRepository } from '../outbox/outbox-module';
import type { OtpService } from '../otp/otp-module';
import type { ProductCatalogue } from '../products/products-module';
import { leadScope, managesLeads, refused, toLead, type LeadActor } from './lead-access';
import { businessScope } from './lead-figures';
import { leadConsentMessage } from './lead-messages';
import { createLeadRepository, type LeadRepository } from './lead-repository';
import { createLeadRules } from './lead-rules';

const DUPLICATE_WINDOW_MS = 30 * 24 * 60 * 60_000;

/** What people read out on the phone: `LD-` and eight letters or digits. */
export function newCode() {
  let code = 'LD-';
  for (let i = 0; i < 8; i += 1) code += LEAD_CODE_ALPHABET[randomInt(LEAD_CODE_ALPHABET.length)];
  return code;
}

/** The national id is kept only as a hash (per organisation) and its last 3 digits. */
const nationalIdColumns = (organisationId: string, nationalId: string | null | undefined) =>
  nationalId
    ? {
        national_id_hash: sha256(`${organisationId}:${nationalId}`),
        national_id_last3: nationalId.slice(-3),
      }
    : { national_id_hash: null, national_id_last3: null };

const consentKey = (agentId: string, phoneNumber: string, productId: string) => ({
  purpose: `LEAD_CONSENT:${phoneNumber}`,
  subjectId: productId,
  userId: agentId,
});

type Product = NonNullable<Awaited<ReturnType<LeadRepository['productOf']>>>;

/** The amount rules of the product: required and within its range when it has one, else none. */
function checkAmount(product: Product, amount: bigint | null | undefined) {
  if (!product.has_amount) {
    if (amount != null) {
      throw refused('amount', `must be empty: ${product.name} has no amount`, 'AMOUNT_NOT_ALLOWED');
    }
    return;
  }
  if (amount == null) {
    throw refused('amount', `is required for ${product.name}`, 'AMOUNT_REQUIRED');
  }
  const { min_amount_cents: min, max_amount_cents: max } = product;
  if ((min !== null && amount < min) || (max !== null && amount > max)) {
    const range = [
      min !== null ? `at least KES ${toMajorUnits(min)}` : null,
      max !== null ? `at most KES ${toMajorUnits(max)}` : null,
    ]
      .filter(Boolean)
      .join(' and ');
    throw refused('amount', `must be ${range} for ${product.name}`, 'AMOUNT_OUT_OF_RANGE');
  }
}

/**
 * One lead at a time: consent capture by a code texted to the customer, the list, reading,
 * editing and deleting a lead, its activity log. Bulk changes are in lead-transitions.ts; every
 * change is an append-only event (docs/domains/leads.md).
 */
export function createLeadService(
  db: Kysely<MainDatabase>,
  otp: OtpService,
  catalogue: ProductCatalogue,
) {
  const leads = createLeadRepository(db);
  const memberships = createMembershipRepository(db);
  const rules = createLeadRules(db);

  async function visible(auth: AuthContext, idOrCode: string) {
    const row = await leads.find(leadScope(auth), idOrCode);
    if (!row) throw notFound('Lead');
    return row;
  }

  /** A product of the organisation, on sale and assigned to the agent capturing for it. */
  async function productForCapture(auth: AuthContext, organisationId: string, productId: string) {
    const product = await leads.productOf(organisationId, productId);
    if (!product) throw notFound('Product');
    if (!product.approved || product.status !== 'ACTIVE') {
      throw refused('productId', `${product.name} is not on sale`, 'PRODUCT_NOT_ON_SALE');
    }
    if (!(await catalogue.assignedTo(auth.userId, productId))) {
      throw forbidden(
        `${product.name} is not assigned to you, so you cannot capture leads for it.`,
        'PRODUCT_NOT_ASSIGNED',
      );
    }
    return product;
  }

  async function ensureNoDuplicate(
    repository: LeadRepository,
    organisationId: string,
    phoneNumber: string,
    productId: string,
  ) {
    const since = new Date(Date.now() - DUPLICATE_WINDOW_MS);
    const existing = await repository.openDuplicate(organisationId, phoneNumber, productId, since);
    if (existing) {
      throw conflict(
        `This customer already has an open lead ${existing.code} for this product in the last 30 days.`,
        'LEAD_DUPLICATE',
      );
    }
  }

  return {
    get: async (auth: AuthContext, idOrCode: string) => toLead(await visible(auth, idOrCode)),

    /** `business` counts only for a SUPER_ADMIN without x-organization (businessScope). */
    async list(auth: AuthContext, query: LeadListQuery & { healthInsurance?: boolean }) {
      const page = await leads.list(businessScope(auth, query.business), query);
      return { ...page, items: page.rows.map(toLead) };
    },

    /** Step 1 of capture: a consent code texted to the customer, written with the outbox message. */
    async openOtp(auth: AuthContext, input: { phoneNumber: string; productId: string }) {
      const organisationId = requestOrganisation(auth);
      const product = await productForCapture(auth, organisationId, input.productId);
      await ensureNoDuplicate(leads, organisationId, input.phoneNumber, input.productId);
      const { expiresAt } = await db.transaction().execute(async (trx) => {
        const issued = await otp.issue(
          trx,
          consentKey(auth.userId, input.phoneNumber, input.productId),
        );
        await createOutboxRepository(trx).add(
          leadConsentMessage(input.phoneNumber, product.name, issued.code),
        );
        return issued;
      });
      return { phoneNumber: input.phoneNumber, codeExpiresAt: expiresAt.toISOString() };
    },

    /** Step 2: the customer's code creates the lead NEW, with the time consent was proven. */
    async create(actor: LeadActor, input: NewLead) {
      const { auth } = actor;
      const organisationId = requestOrganisation(auth);
      const product = await productForCapture(auth, organisationId, input.productId);
      checkAmount(product, input.amount);
      const facilityId = await rules.facilityFor(organisationId, product, input.facilityId);
      const referralId = await rules.referral(input.referralId);
      const key = consentKey(auth.userId, input.phoneNumber, input.productId);
      // A refusal inside the step rolls the redemption back: the code is not spent for nothing.
      const id = await otp.redeemThen(key, input.otp, async (trx) => {
        const repository = createLeadRepository(trx);
        await repository.lockCustomer(organisationId, input.phoneNumber, input.productId);
        await ensureNoDuplicate(repository, organisationId, input.phoneNumber, input.productId);
        const leadId = await repository.insert({
          organisation_id: organisationId,
          product_id: input.productId,
          code: newCode(),
          name: input.name,
          phone_number: input.phoneNumber,
          ...nationalIdColumns(organisationId, input.nationalId),
          amount_cents: product.has_amount ? (input.amount ?? null) : null,
          location: input.location,
          referral_id: referralId,
          facility_id: facilityId,
          agent_id: auth.userId,
          source: 'AGENT',
          consent_verified_at: new Date(),
        });
        await repository.addEvent({
          lead_id: leadId,
          organisation_id: organisationId,
          actor_id: auth.userId,
          action: 'CAPTURED',
          to_status: 'NEW',
          details: { source: 'AGENT', consent: 'SMS_CODE' },
          request_id: actor.requestId,
        });
        return leadId;
      });
      return toLead(await visible(auth, id));
    },

    /** Customer fields while NEW (its agent or an admin); `agentId` by an admin only. */
    async update(actor: LeadActor, idOrCode: string, changes: LeadChanges) {
      const { auth } = actor;
      const organisationId = requestOrganisation(auth);
      const current = await visible(auth, idOrCode);
      if (!managesLeads(auth) && current.agent_id !== auth.userId) {
        throw forbidden('Only the agent who captured this lead, or an admin, can edit it.');
      }
      if (changes.agentId !== undefined && !managesLeads(auth)) {
        throw forbidden('Only an admin can change the agent of a lead.');
      }
      const editsCustomer = Object.entries(changes).some(
        ([field, value]) => value !== undefined && field !== 'agentId' && field !== 'version',
      );
      const notNew = (status: string) =>
        conflict(
          `This lead is ${status}; customer details can only be changed while it is NEW.`,
          'LEAD_NOT_NEW',
        );
      if (editsCustomer && current.status !== 'NEW') throw notNew(current.status);
      // The customer consented on the phone the code went to: another number needs a new capture.
      if (changes.phoneNumber !== undefined && changes.phoneNumber !== current.phone_number) {
        throw refused(
          'phoneNumber',
          "cannot change: the customer's consent was given on this number. Cancel this lead and capture a new one with the right number",
          'PHONE_NEEDS_CONSENT',
        );
      }
      if (changes.agentId !== undefined) {
        const person = await memberships.find(organisationId, changes.agentId);
        if (!person) throw notFound('This person in the organisation');
        if (!person.roles.includes('AGENT')) {
          throw refused(
            'agentId',
            `${person.fullName} is not an agent of this organisation`,
            'NOT_AN_AGENT',
          );
        }
      }
      if (changes.amount !== undefined) {
        const product = await leads.productOf(organisationId, current.product_id);
        if (product) checkAmount(product, changes.amount);
      }
      const product = { id: current.product_id, name: current.product_name };
      const facilityId =
        changes.facilityId === undefined
          ? undefined
          : await rules.facilityFor(organisationId, product, changes.facilityId);
      const referralId =
        changes.referralId === undefined ? undefined : await rules.referral(changes.referralId);
      await db.transaction().execute(async (trx) => {
        const repository = createLeadRepository(trx);
        const [locked] = await repository.lockMany(organisationId, [current.id]);
        if (!locked) throw notFound('Lead');
        const expected = changes.version ?? current.version;
        if (locked.version !== expected) {
          throw conflict(
            'Someone else changed this lead since you read it. Reload it and try again.',
            'LEAD_CHANGED',
          );
        }
        if (editsCustomer && locked.status !== 'NEW') throw notNew(locked.status);
        await repository.update(organisationId, current.id, {
          name: changes.name,
          ...(changes.nationalId !== undefined &&
            nationalIdColumns(organisationId, changes.nationalId)),
          amount_cents: changes.amount,
          location: changes.location,
          referral_id: referralId,
          facility_id: facilityId,
          agent_id: changes.agentId,
        });
        const fields = Object.keys(changes).filter(
          (field) => field !== 'version' && changes[field as keyof LeadChanges] !== undefined,
        );
        await repository.addEvent({
          lead_id: current.id,
          organisation_id: organisationId,
          actor_id: auth.userId,
          action: changes.agentId !== undefined ? 'AGENT_CHANGED' : 'UPDATED',
          details: {
            fields,
            ...(changes.agentId !== undefined && {
              fromAgent: current.agent_id,
              toAgent: changes.agentId,
            }),
          },
          request_id: actor.requestId,
        });
      });
      return toLead(await visible(auth, current.id));
    },

    /** A soft delete: by an admin, or by its agent while it is NEW. */
    async remove(actor: LeadActor, idOrCode: string) {
      const { auth } = actor;
      const organisationId = requestOrganisation(auth);
      const current = await visible(auth, idOrCode);
      if (!managesLeads(auth) && current.agent_id !== auth.userId) {
        throw forbidden('Only the agent who captured this lead, or an admin, can delete it.');
      }
      await db.transaction().execute(async (trx) => {
        const repository = createLeadRepository(trx);
        const [locked] = await repository.lockMany(organisationId, [current.id]);
        if (!locked) throw notFound('Lead');
        if (!managesLeads(auth) && locked.status !== 'NEW') {
          throw conflict(
            `This lead is ${locked.status}; its agent can delete it only while it is NEW.`,
            'LEAD_NOT_NEW',
          );
        }
        await repository.addEvent({
          lead_id: current.id,
          organisation_id: organisationId,
          actor_id: auth.userId,
          action: 'DELETED',
          from_status: locked.status,
          request_id: actor.requestId,
        });
        if (!(await repository.update(organisationId, current.id, { deleted_at: new Date() }))) {
          throw notFound('Lead');
        }
      });
    },

    /** A lead's activity log, newest first. */
    async events(auth: AuthContext, idOrCode: string, page: PaginationQuery) {
      const lead = await visible(auth, idOrCode);
      const found = await leads.events(lead.organisation_id, lead.id, page);
      const items: LeadEvent[] = found.rows.map((row) => ({
        id: row.id,
        leadId: row.lead_id,
        action: row.action,
        fromStatus: row.from_status,
        toStatus: row.to_status,
        reason: row.reason,
        details: row.details,
        actorId: row.actor_id,
        actorName: row.actor_name,
        requestId: row.request_id,
        createdAt: row.created_at.toISOString(),
      }));
      return { items, total: found.total };
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
