import type { Certificate } from '@pamoja/contract/learning-credentials';
import type { CertificateRow } from './certificate-repository';

export const verifyUrlOf = (webOrigin: string, code: string) => `${webOrigin}/verify/${code}`;

export function toCertificate(row: CertificateRow, webOrigin: string): Certificate {
  return {
    id: row.id,
    code: row.code,
    courseId: row.course_id,
    courseTitle: row.course_title,
    learnerName: row.learner_name,
    issuedAt: row.issued_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    revokeReason: row.revoke_reason,
    verifyUrl: verifyUrlOf(webOrigin, row.code),
  };
}
