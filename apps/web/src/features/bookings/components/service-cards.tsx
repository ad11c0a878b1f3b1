import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BookingService } from '@pamoja/contract/bookings';

interface ServiceCardsProps {
  services: readonly BookingService[];
  value: string;
  onPick: (service: BookingService) => void;
}

/** The services as cards to pick one of, each with its length. */
export function ServiceCards({ services, value, onPick }: ServiceCardsProps) {
  const { t } = useTranslation();
  if (services.length === 0) {
    return <p className="text-body-secondary mb-0">{t('bookings.book.noServices')}</p>;
  }
  return (
    <div role="group" aria-label={t('bookings.book.service')} className="booking-services">
      {services.map((service) => {
        const chosen = service.id === value;
        return (
          <button
            key={service.id}
            type="button"
            className={`card booking-service-card text-start ${chosen ? 'border-primary' : ''}`}
            aria-pressed={chosen}
            onClick={() => onPick(service)}
          >
            <span className="card-body d-block p-3">
              <span className="d-block fw-semibold">{service.name}</span>
              {service.description && (
                <span className="d-block small text-body-secondary">{service.description}</span>
              )}
              <span className="d-inline-flex align-items-center gap-1 small mt-1">
                <Clock size={14} aria-hidden="true" />
                {t('bookings.book.minutes', { count: service.durationMinutes })}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
