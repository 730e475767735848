import { EnvironmentOutlined, LeftOutlined, PhoneOutlined } from '@ant-design/icons';
import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { formatDayMonthYear, formatRupees, formatTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { READABLE_OFFLINE } from './offline-cache';
import { Readable, RefreshProblem, Screen, StateTag } from './screen-parts';
import { useOutbox } from './use-outbox';
import { amcText, areaOf, canMarkDone, visitStateOf, type MyVisitDetail } from './visit-words';

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
  const state = visitStateOf(visit, isWaiting(visit.id));
  const { product } = visit;
  return (
    <>
      <p className="tech-screen__lead">
        {formatDayMonthYear(visit.visitDate)}, {formatTime(visit.visitDate)} <StateTag state={state} />
      </p>
      {visit.serviceDescription && <p>{visit.serviceDescription}</p>}

      <Part title="Customer">
        <Facts facts={[['Address', areaOf(visit)]]} />
        <div className="tech-actions">
          <a className="tech-action" href={`tel:${visit.customer.phoneNumber}`}>
            <PhoneOutlined aria-hidden /> Call {visit.customer.phoneNumber}
          </a>
          {visit.mapsUrl && (
            <a className="tech-action" href={visit.mapsUrl} target="_blank" rel="noreferrer">
              <EnvironmentOutlined aria-hidden /> Open in Maps
            </a>
          )}
        </div>
      </Part>

      <Part title="Product">
        {product ? (
          <Facts
            facts={[
              ['Product', product.name],
              ['Serial number', product.serialNumber ?? 'Not recorded'],
              ['Warranty', product.warranty.label],
              ['AMC', amcText(product.amc)],
            ]}
          />
        ) : (
          <p className="tech-empty">No product recorded for this visit.</p>
        )}
      </Part>

      <Part title="Charges">
        <Facts
          facts={[
            ['Service charges', formatRupees(visit.serviceCharges)],
            ['Charges due', formatRupees(visit.chargesDue)],
          ]}
        />
      </Part>

      <Part title="Last visits">
        {visit.recentVisits.length === 0 ? (
          <p className="tech-empty">No earlier visits.</p>
        ) : (
          <ul className="tech-history">
            {visit.recentVisits.map((earlier) => (
              <li key={String(earlier.visitDate)}>
                <span className="tech-history__date">{formatDayMonthYear(earlier.visitDate)}</span>
                {earlier.serviceDescription ?? 'No notes'}
              </li>
            ))}
          </ul>
        )}
      </Part>

      {state === 'waiting' && <p className="tech-note">Marked done on this phone: it is sent as soon as the phone is online.</p>}
      {canMarkDone(state) && (
        <Link className="tech-action tech-action--primary tech-action--sticky" to={paths.employee.markDone.to(visit.id)}>
          Mark done
        </Link>
      )}
    </>
  );
}

/** One visit: how to reach the customer, what they have, what was done before, and Mark done. */
export function VisitPage() {
  const { id = '' } = useParams();
  const visit = trpc.employee.visits.get.useQuery({ id }, READABLE_OFFLINE);
  const customerName = visit.data?.customerName;
  return (
    <Screen title={customerName ? `${customerName}'s visit` : 'Visit'} heading={customerName ?? 'Visit'}>
      <Link className="tech-back" to={paths.employee.myDay}>
        <LeftOutlined aria-hidden /> My day
      </Link>
      <RefreshProblem queries={[visit]} />
      <Readable query={visit} failure="Could not open this visit.">
        {(details) => <VisitDetails visit={details} />}
      </Readable>
    </Screen>
  );
}
