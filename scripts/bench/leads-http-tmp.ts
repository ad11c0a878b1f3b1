import { DEMO_PASSWORD } from '../../services/api/src/seed/demo-seed';
import { hammer, rssMegabytes, startApi } from './leads-load';

const url = 'postgres://postgres@127.0.0.1:5432/leads_speed';
const org = '142c876c-be6e-40db-be20-1751009fa971';
const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
const cases: Record<string, Record<string, string>> = {
  none: {},
  status: { status: 'REJECTED' },
  agentdates: { agent: '6d5b307e-1fc9-4f40-96bf-18b8f7e1303d', from: day(120), to: day(30) },
  productamount: { product: '280a5b10-f177-408f-b2f3-5ffea5235ba8', amountFrom: '80000', amountTo: '122500' },
  name: { name: 'jose kam' },
  phone: { phoneNumber: process.env.PHONE ?? '254700000000' },
};
async function main() {
  const api = await startApi(url);
  try {
    const login = await fetch(`${api.baseUrl}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': 'ab'.repeat(32) }, body: JSON.stringify({ username: 'admin@pamoja.test', password: DEMO_PASSWORD }) });
    const session = (await login.json()) as { data: { accessToken: string } };
    const headers = { authorization: `Bearer ${session.data.accessToken}`, 'x-organization': org };
    const only = process.env.ONLY?.split(',');
    for (const [name, q] of Object.entries(cases)) {
      if (only && !only.includes(name)) continue;
      const r = await hammer(`${api.baseUrl}/api/v1/product-leads?${new URLSearchParams(q)}`, headers);
      console.log(name, JSON.stringify(r));
    }
    if (process.env.EXPORT) {
      const before = rssMegabytes(api.pid); let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMegabytes(api.pid))), 50);
      const t = performance.now();
      const response = await fetch(`${api.baseUrl}/api/v1/product-leads/download-all?format=csv`, { headers });
      let lines = 0;
      for await (const chunk of response.body!) { const c = chunk as Uint8Array; let i = c.indexOf(10); while (i !== -1) { lines++; i = c.indexOf(10, i + 1); } }
      clearInterval(sampler);
      console.log('export', lines - 1, Math.round((lines - 1) / ((performance.now() - t) / 1000)), 'rows/s', Math.round(before), Math.round(peak));
    }
  } finally { await api.stop(); }
}
void main();
