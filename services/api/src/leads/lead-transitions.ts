import type { Kysely } from 'kysely';
import { type BulkLeadResult } from '@pamoja/contract/leads';
import { canMove, type LeadStatus } from '@pamoja/contract/lead-states';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { sha256 } from '@pamoja/server-kit/auth/secrets';
import { AppError, notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import {
  createMembershipRepository,
  requestOrganisation,
} from '../organisations/organisations-module';
import { createOutboxRepository } from '../outbox/outbox-module';
import type { OtpService } from '../otp/otp-module';
import { leadScope, managesLeads, refused, type LeadActor } from './lead-access';
import { leadApprovalMessages } from './lead-messages';
import { createLeadRepository, type LeadRepository } from './lead-repository';

/** The approval code is bound to the approver and the exact set of ids (sorted). */
const sortedSet = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))].sort();
const approvalKey = (auth: AuthContext, organisationId: string, ids: string[]) => ({
  purpose: `APPROVE_LEADS:${sha256(sortedSet(ids).join(','))}`,
  subjectId: organisationId,
  userId: auth.userId,
});

/**
 * Changes of many leads at once, each answered on its own: status changes by the contract's
 * transition table and the caller's role, approval by a code bound to its set, assignment
 * (docs/domains/leads.md).
 */
export function createLeadTransitions(db: Kysely<MainDatabase>, otp: OtpService) {
  const leads = createLeadRepository(db);
  const memberships = createMembershipRepository(db);

  /**
   * Runs one bulk change: locks the organisation's leads among `ids` and asks `decide` about
   * each; a lead not found, not visible, or changed since the caller read it is skipped.
   */
  async function bulk(
    trx: Kysely<MainDatabase>,
    actor: LeadActor,
    ids: string[],
    versions: Record<string, number> | undefined,
    decide: (
      lead: Awaited<ReturnType<LeadRepository['lockMany']>>[number],
      repository: LeadRepository,
    ) => Promise<string | null>,
  ): Promise<BulkLeadResult> {
    const { auth } = actor;
    const scope = leadScope(auth);
    const repository = createLeadRepository(trx);
    const unique = [...new Set(ids)];
    const locked = new Map(
      (await repository.lockMany(scope.organisationId, unique)).map((row) => [row.id, row]),
    );
    const result: BulkLeadResult = { updated: [], skipped: [] };
    for (const id of unique) {
      const lead = locked.get(id);
      const seen =
        lead &&
        (!scope.ownerId || lead.agent_id === auth.userId || lead.assigned_to === auth.userId);
      if (!lead || !seen) {
        result.skipped.push({ id, reason: 'No such lead in this organisation.' });
        continue;
      }
      const expected = versions?.[id];
      if (expected !== undefined && expected !== lead.version) {
        result.skipped.push({
          id,
          reason: 'Someone else changed this lead since you read it. Reload it and try again.',
        });
        continue;
      }
      const refusal = await decide(lead, repository);
      if (refusal) result.skipped.push({ id, reason: refusal });
      else result.updated.push(id);
    }
    return result;
  }

  /** Moves one locked lead and writes its event. */
  async function move(
    repository: LeadRepository,
    actor: LeadActor,
    lead: { id: string; status: LeadStatus },
    to: LeadStatus,
    reason: string | null,
    action: string,
  ) {
    const organisationId = requestOrganisation(actor.auth);
    await repository.update(organisationId, lead.id, { status: to, reason });
    await repository.addEvent({
      lead_id: lead.id,
      organisation_id: organisationId,
      actor_id: actor.auth.userId,
      action,
      from_status: lead.status,
      to_status: to,
      reason,
      request_id: actor.requestId,
    });
  }

  /** Whether the caller may make this change (the table says whether it exists at all). */
  function refusalOf(
    auth: AuthContext,
    lead: { status: LeadStatus; assigned_to: string | null },
    to: LeadStatus,
  ): string | null {
    if (!canMove(lead.status, to)) return `A ${lead.status} lead cannot become ${to}.`;
    if (to === 'APPROVED') {
      return 'Leads are approved with an approval code (approval-otp, then approve-leads).';
    }
    if (managesLeads(auth)) return null;
    if (to === 'RECEIVED') {
      return lead.assigned_to === auth.userId
        ? null
        : 'Only the person the lead is assigned to, or an admin, can receive it.';
    }
    return `Only an admin can make a lead ${to}.`;
  }

  return {
    /** `change-status`: per lead, by the table and the caller's role. */
    changeStatus(
      actor: LeadActor,
      body: {
        leadIds: string[];
        status: LeadStatus;
        reason?: string | undefined;
        versions?: Record<string, number> | undefined;
      },
    ) {
      return db.transaction().execute((trx) =>
        bulk(trx, actor, body.leadIds, body.versions, async (lead, repository) => {
          const refusal = refusalOf(actor.auth, lead, body.status);
          if (refusal) return refusal;
          await move(repository, actor, lead, body.status, body.reason ?? null, 'STATUS_CHANGED');
          return null;
        }),
      );
    },

    /** `change-activate-status`: active → DISPATCHED, inactive → SUSPENDED (admins only). */
    changeActivation(
      actor: LeadActor,
      body: {
        leadIds: string[];
        active: boolean;
        reason?: string | undefined;
        versions?: Record<string, number> | undefined;
      },
    ) {
      const to: LeadStatus = body.active ? 'DISPATCHED' : 'SUSPENDED';
      return db.transaction().execute((trx) =>
        bulk(trx, actor, body.leadIds, body.versions, async (lead, repository) => {
          const refusal = refusalOf(actor.auth, lead, to);
          if (refusal) return refusal;
          const action = body.active ? 'ACTIVATED' : 'SUSPENDED';
          await move(repository, actor, lead, to, body.reason ?? null, action);
          return null;
        }),
      );
    },

    /** A code for this approver and this exact set of leads, to their phone and e-mail. */
    async approvalOtp(auth: AuthContext, leadIds: string[]) {
      const organisationId = requestOrganisation(auth);
      const ids = sortedSet(leadIds);
      const found = await leads.existing(organisationId, ids);
      const known = new Set(found.map((row) => row.id));
      const missing = ids.find((id) => !known.has(id));
      if (missing) throw notFound(`Lead ${missing}`);
      const me = await memberships.find(organisationId, auth.userId);
      const contact = me ?? (await leads.contactOf(auth.userId));
      if (!contact) throw notFound('Your account');
      const { expiresAt } = await db.transaction().execute(async (trx) => {
        const issued = await otp.issue(trx, approvalKey(auth, organisationId, ids));
        const outbox = createOutboxRepository(trx);
        for (const message of leadApprovalMessages(contact, ids.length, issued.code)) {
          await outbox.add(message);
        }
        return issued;
      });
      return {
        leadIds: ids,
        sentTo: [contact.phoneNumber, contact.email],
        codeExpiresAt: expiresAt.toISOString(),
      };
    },

    /** Each NEW lead of the set → APPROVED under a row lock, in the code's transaction. */
    async approve(actor: LeadActor, leadIds: string[], code: string) {
      const organisationId = requestOrganisation(actor.auth);
      const key = approvalKey(actor.auth, organisationId, leadIds);
      try {
        return await otp.redeemThen(key, code, (trx) =>
          bulk(trx, actor, sortedSet(leadIds), undefined, async (lead, repository) => {
            if (!canMove(lead.status, 'APPROVED')) {
              return `A ${lead.status} lead cannot become APPROVED.`;
            }
            await move(repository, actor, lead, 'APPROVED', null, 'APPROVED');
            return null;
          }),
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'OTP_NOT_REQUESTED') {
          throw new AppError(
            422,
            'APPROVAL_CODE_NOT_FOR_THESE_LEADS',
            'No approval code was sent to you for exactly these leads. Ask for a code for this selection.',
          );
        }
        throw error;
      }
    },

    /** `assign-leads`: to a member holding AGENT or ADMIN in the organisation. */
    async assign(actor: LeadActor, leadIds: string[], assignedTo: string) {
      const organisationId = requestOrganisation(actor.auth);
      const person = await memberships.find(organisationId, assignedTo);
      if (!person) throw notFound('This person in the organisation');
      if (!person.roles.includes('AGENT') && !person.roles.includes('ADMIN')) {
        throw refused(
          'assignedTo',
          `${person.fullName} is neither an agent nor an admin of this organisation`,
          'NOT_AN_AGENT_OR_ADMIN',
        );
      }
      return db.transaction().execute((trx) =>
        bulk(trx, actor, leadIds, undefined, async (lead, repository) => {
          if (lead.status === 'REJECTED' || lead.status === 'CANCELLED') {
            return `A ${lead.status} lead cannot be assigned.`;
          }
          if (lead.assigned_to === assignedTo)
            return `It is already assigned to ${person.fullName}.`;
          await repository.update(organisationId, lead.id, { assigned_to: assignedTo });
          await repository.addEvent({
            lead_id: lead.id,
            organisation_id: organisationId,
            actor_id: actor.auth.userId,
            action: 'ASSIGNED',
            details: { from: lead.assigned_to, to: assignedTo },
            request_id: actor.requestId,
          });
          return null;
        }),
      );
    },
  };
}

export type LeadTransitions = ReturnType<typeof createLeadTransitions>;
