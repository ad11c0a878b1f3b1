import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import './qa-accordion.scss';

export interface QaItem {
  question: string;
  answer: string;
}

interface QaAccordionProps {
  items: readonly QaItem[];
  /** Heading level of each question inside the page's outline. */
  headingLevel?: 3 | 4;
  /** Opens the first question, as the template does. */
  openFirst?: boolean;
}

/** Questions that open to their answers: WAI-ARIA accordion (a button in a heading per item). */
export function QaAccordion({ items, headingLevel = 3, openFirst = false }: QaAccordionProps) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(openFirst ? [0] : []));
  const Heading = `h${headingLevel}` as const;
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <div className="accordion qa-accordion">
      {items.map((item, index) => {
        const expanded = open.has(index);
        return (
          <div className="accordion-item" key={item.question}>
            <Heading className="accordion-header">
              <button
                type="button"
                id={`${id}-q${index}`}
                className={`accordion-button ${expanded ? '' : 'collapsed'}`}
                aria-expanded={expanded}
                aria-controls={`${id}-a${index}`}
                onClick={() => toggle(index)}
              >
                <span className="flex-grow-1">{item.question}</span>
                <ChevronDown className="qa-accordion-chevron" size={18} aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={`${id}-a${index}`}
              role="region"
              aria-labelledby={`${id}-q${index}`}
              className="accordion-collapse"
              hidden={!expanded}
            >
              <div className="accordion-body">{item.answer}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
