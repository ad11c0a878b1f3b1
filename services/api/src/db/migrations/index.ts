import type { MigrationSet } from '@pamoja/server-kit/migrations';
import * as referenceData from './0001-reference-data';
import * as identity from './0002-identity';
import * as organisations from './0003-organisations';
import * as ledger from './0004-ledger';
import * as beneficiaries from './0005-beneficiaries';
import * as airtime from './0006-airtime';
import * as files from './0007-files';
import * as products from './0008-products';
import * as orders from './0009-orders';
import * as idempotencyOperation from './0010-idempotency-operation';
import * as leads from './0011-leads';
import * as facilitiesAndReferrals from './0012-facilities-and-referrals';
import * as leadsSearch from './0013-leads-search';
import * as bookings from './0014-bookings';
import * as leadsSpeed from './0015-leads-speed';
import * as claimsAndReconciliation from './0016-claims-and-reconciliation';
import * as userDirectory from './0017-user-directory';
import * as leadTallies from './0018-lead-tallies';
import * as leadReportTallies from './0019-lead-report-tallies';
import * as leadsAmountRange from './0020-leads-amount-range';
import * as leadTotalsByStatus from './0021-lead-totals-by-status';
import * as accessNotifications from './0022-access-notifications';

/** Every migration of the main schema, in order. Names never change once released. */
export const migrations: MigrationSet = {
  '0001-reference-data': referenceData,
  '0002-identity': identity,
  '0003-organisations': organisations,
  '0004-ledger': ledger,
  '0005-beneficiaries': beneficiaries,
  '0006-airtime': airtime,
  '0007-files': files,
  '0008-products': products,
  '0009-orders': orders,
  '0010-idempotency-operation': idempotencyOperation,
  '0011-leads': leads,
  '0012-facilities-and-referrals': facilitiesAndReferrals,
  '0013-leads-search': leadsSearch,
  '0014-bookings': bookings,
  '0015-leads-speed': leadsSpeed,
  '0016-claims-and-reconciliation': claimsAndReconciliation,
  '0017-user-directory': userDirectory,
  '0018-lead-tallies': leadTallies,
  '0019-lead-report-tallies': leadReportTallies,
  '0020-leads-amount-range': leadsAmountRange,
  '0021-lead-totals-by-status': leadTotalsByStatus,
  '0022-access-notifications': accessNotifications,
};
