export interface Kpi {
  id: string;
  label: string;
  value: string;
}

/** Headline figures, each a labelled term and its value. */
export function KpiCards({ items, label }: { items: readonly Kpi[]; label: string }) {
  return (
    <div className="row g-3 mb-3" role="group" aria-label={label}>
      {items.map((item) => (
        <div key={item.id} className="col-6 col-md-4 col-xl">
          <dl className="card h-100 mb-0">
            <div className="card-body">
              <dt className="small text-body-secondary fw-normal">{item.label}</dt>
              <dd className="h4 mb-0">{item.value}</dd>
            </div>
          </dl>
        </div>
      ))}
    </div>
  );
}
