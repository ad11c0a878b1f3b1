import { certificatePdf } from '../../services/lms/src/certificates/certificate-pdf';
import { quantile } from './http-load';

export interface RenderFigures {
  /** The first render, which also loads fonts and the QR encoder. */
  first: number;
  p50: number;
  p99: number;
  max: number;
  /** Renders whose bytes did not start with `%PDF-`. */
  broken: number;
}

/**
 * A first certificate PDF (cold: fonts and the QR encoder load), then `runs` more rendered one
 * after another in this process, each timed alone.
 */
export async function timeCertificateRenders(runs: number): Promise<RenderFigures> {
  const times: number[] = [];
  let broken = 0;
  for (let i = 0; i <= runs; i += 1) {
    const started = performance.now();
    const bytes = await certificatePdf({
      learnerName: i % 2 ? 'Wanjiru Kamau' : 'Zoë Chepkoech-Njoroge wa Kiprono',
      courseTitle: `Practical saving with a chama for savings group officials, part ${i + 1}`,
      issuedAt: new Date(),
      code: `PMJ-BNCH-${String(i).padStart(4, '2')}`,
      verifyUrl: `https://pamoja.test/verify/PMJ-BNCH-${String(i).padStart(4, '2')}`,
    });
    times.push(performance.now() - started);
    if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') broken += 1;
  }
  const [first, ...warm] = times;
  const sorted = warm.sort((a, b) => a - b);
  return {
    first: first!,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1)!,
    broken,
  };
}
