import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { isCertificateCode } from '../../features/learning/lib/certificate-links';
import { Splash } from '../../shared/ui/splash';

const VerifyAccount = lazy(async () => ({
  default: (await import('../../features/auth/routes/verify')).VerifyRoute,
}));
const VerifyCertificate = lazy(async () => ({
  default: (await import('../../features/learning/routes/verify-certificate'))
    .VerifyCertificateRoute,
}));

/**
 * `/verify/:token` serves two links: the e-mail verification link (a long token) and the public
 * certificate page a certificate's QR code opens (`/verify/PMJ-XXXX-XXXX`, set by the learning
 * service). Router paths cannot tell them apart, so the shape of the value does.
 */
export function VerifyLinkRoute() {
  const { token = '' } = useParams();
  return (
    <Suspense fallback={<Splash />}>
      {isCertificateCode(token) ? <VerifyCertificate code={token} /> : <VerifyAccount />}
    </Suspense>
  );
}
