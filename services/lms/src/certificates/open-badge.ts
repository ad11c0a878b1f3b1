import type { JWTPayload } from 'jose';
import type { CertificateRow } from './certificate-repository';

export interface IssuerProfile {
  /** The web origin credentials and verify pages belong to. */
  webOrigin: string;
  name: string;
}

/**
 * The certificate as an Open Badges 3.0 `OpenBadgeCredential` (a W3C verifiable credential),
 * wrapped in VC-JWT claims: `vc` holds the credential, the registered claims repeat who issued
 * it to whom and when.
 */
export function openBadgePayload(certificate: CertificateRow, issuer: IssuerProfile): JWTPayload {
  const credentialId = `urn:uuid:${certificate.id}`;
  const issuerId = issuer.webOrigin;
  const subjectId = `urn:uuid:${certificate.user_id}`;
  const issuedAt = certificate.issued_at;
  const credential = {
    '@context': [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id: credentialId,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: certificate.course_title,
    issuer: { id: issuerId, type: ['Profile'], name: issuer.name, url: issuer.webOrigin },
    validFrom: issuedAt.toISOString(),
    credentialSubject: {
      id: subjectId,
      type: ['AchievementSubject'],
      name: certificate.learner_name,
      achievement: {
        id: `${issuer.webOrigin}/learning/courses/${certificate.course_id}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: certificate.course_title,
        description: `Completed the course "${certificate.course_title}".`,
        criteria: {
          narrative:
            "Complete the course's required lessons, pass its required quizzes and spend its minimum time.",
        },
      },
    },
    evidence: [
      {
        id: `${issuer.webOrigin}/verify/${certificate.code}`,
        type: ['Evidence'],
        name: `Certificate ${certificate.code}`,
      },
    ],
  };
  return {
    iss: issuerId,
    sub: subjectId,
    jti: credentialId,
    nbf: Math.floor(issuedAt.getTime() / 1000),
    iat: Math.floor(issuedAt.getTime() / 1000),
    vc: credential,
  };
}
