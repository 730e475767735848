import { Card, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatRupees } from '../../lib/format';
import './dashboard.css';

/** A dashboard's figure: its title and value, in rupees when `money`, a link to its list when `to`. */
export function StatCard({ title, value, to, money = false, loading }: { title: string; value: number | undefined; to?: string; money?: boolean; loading: boolean }) {
  const card = (
    <Card hoverable={Boolean(to)} size="small" className="dashboard-card">
      <Statistic
        title={title}
        value={value ?? 0}
        loading={loading}
        {...(money ? { formatter: (shown: number | string) => formatRupees(shown) } : {})}
      />
    </Card>
  );
  return to ? (
    // The card's own words name the link ("Total Customers 9"), as a screen reader should say it.
    <Link to={to} className="dashboard-card__link">
      {card}
    </Link>
  ) : (
    card
  );
}

/** A titled row of figures, a landmark a screen reader can jump to. */
export function CardGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={5} style={{ margin: '0 0 0.5rem' }}>
        {title}
      </Typography.Title>
      <div className="dashboard-cards">{children}</div>
    </section>
  );
}
