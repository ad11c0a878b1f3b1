/** `PMJ-XXXX-XXXX` (no 0/O, 1/I/L), the same rule as the contract, without loading zod here. */
export const CERTIFICATE_CODE = /^PMJ-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/i;

export const isCertificateCode = (value: string) => CERTIFICATE_CODE.test(value.trim());

/** The public page anyone can open to check a certificate (the PDF's QR code points there too). */
export const verifyLinkOf = (code: string, origin = window.location.origin) =>
  `${origin}/verify/${encodeURIComponent(code)}`;

interface LinkedInCertificate {
  courseTitle: string;
  code: string;
  issuedAt: string;
  verifyUrl: string;
}

/** LinkedIn's "add to profile" form, filled in with the certificate. */
export function linkedInAddUrl(certificate: LinkedInCertificate): string {
  const issued = new Date(certificate.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.courseTitle,
    organizationName: 'Pamoja',
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certificate.verifyUrl,
    certId: certificate.code,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
