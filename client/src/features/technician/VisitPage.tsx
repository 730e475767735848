import { EnvironmentOutlined, LeftOutlined, PhoneOutlined } from '@ant-design/icons';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { formatDayMonthYear, formatRupees, formatTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { READABLE_OFFLINE } from './offline-cache';
import { TECHNICIAN } from './i18n';
import { Readable, RefreshProblem, Screen, StateTag } from './screen-parts';
import { useOutbox } from './use-outbox';
import { amcText, areaOf, canMarkDone, visitStateOf, warrantyText, type MyVisitDetail } from './visit-words';

/** A part of the visit under its own heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="tech-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="tech-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="tech-facts">
      {facts.map(([term, detail]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function VisitDetails({ visit }: { visit: MyVisitDetail }) {
  const { isWaiting } = useOutbox();
  const { t } = useTranslation(TECHNICIAN);
  const state = visitStateOf(visit, isWaiting(visit.id));
  const { product } = visit;
  return (
    <>
      <p className="tech-screen__lead">
        {formatDayMonthYear(visit.visitDate)}, {formatTime(visit.visitDate)} <StateTag state={state} />
      </p>
      {visit.serviceDescription && <p>{visit.serviceDescription}</p>}

      <Part title={t('visit.customer')}>
        <Facts facts={[[t('visit.address'), areaOf(t, visit)]]} />
        <div className="tech-actions">
          <a className="tech-action" href={`tel:${visit.customer.phoneNumber}`}>
            <PhoneOutlined aria-hidden /> {t('visit.call', { phone: visit.customer.phoneNumber })}
          </a>
          {visit.mapsUrl && (
            <a className="tech-action" href={visit.mapsUrl} target="_blank" rel="noreferrer">
              <EnvironmentOutlined aria-hidden /> {t('visit.maps')}
            </a>
          )}
        </div>
      </Part>

      <Part title={t('visit.product')}>
        {product ? (
          <Facts
            facts={[
              [t('visit.product'), product.name],
              [t('visit.serialNumber'), product.serialNumber ?? t('visit.notRecorded')],
              [t('visit.warranty'), warrantyText(t, product.warranty)],
              [t('visit.amc'), amcText(t, product.amc)],
            ]}
          />
        ) : (
          <p className="tech-empty">{t('visit.noProduct')}</p>
        )}
      </Part>

      <Part title={t('visit.charges')}>
        <Facts
          facts={[
            [t('visit.serviceCharges'), formatRupees(visit.serviceCharges)],
            [t('visit.chargesDue'), formatRupees(visit.chargesDue)],
          ]}
        />
      </Part>

      <Part title={t('visit.lastVisits')}>
        {visit.recentVisits.length === 0 ? (
          <p className="tech-empty">{t('visit.noEarlierVisits')}</p>
        ) : (
          <ul className="tech-history">
            {visit.recentVisits.map((earlier) => (
              <li key={String(earlier.visitDate)}>
                <span className="tech-history__date">{formatDayMonthYear(earlier.visitDate)}</span>
                {earlier.serviceDescription ?? t('visit.noNotes')}
              </li>
            ))}
          </ul>
        )}
      </Part>

      {state === 'waiting' && <p className="tech-note">{t('visit.waiting')}</p>}
      {canMarkDone(state) && (
        <Link className="tech-action tech-action--primary tech-action--sticky" to={paths.employee.markDone.to(visit.id)}>
          {t('visit.markDone')}
        </Link>
      )}
    </>
  );
}

/** One visit: how to reach the customer, what they have, what was done before, and Mark done. */
export function VisitPage() {
  const { id = '' } = useParams();
  const visit = trpc.employee.visits.get.useQuery({ id }, READABLE_OFFLINE);
  const { t } = useTranslation(TECHNICIAN);
  const customerName = visit.data?.customerName;
  return (
    <Screen title={customerName ? t('visit.title', { customer: customerName }) : t('visit.untitled')} heading={customerName ?? t('visit.untitled')}>
      <Link className="tech-back" to={paths.employee.myDay}>
        <LeftOutlined aria-hidden /> {t('visit.back')}
      </Link>
      <RefreshProblem queries={[visit]} />
      <Readable query={visit} failure={t('visit.failed')}>
        {(details) => <VisitDetails visit={details} />}
      </Readable>
    </Screen>
  );
}
