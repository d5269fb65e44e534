import { messages } from '@aula/shared';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface WeekBar {
  /** the axis label, dd/MM */
  short: string;
  /** the tooltip's title, 'Semana del dd/MM/yyyy' */
  title: string;
  count: number;
}

/**
 * The bars of the admin's enrollment chart. Its own module, loaded lazily, so that recharts
 * stays in a chunk only the admin home downloads. It is a picture for sighted users: the
 * figures it draws are in the table beside it, so it takes no keyboard focus of its own.
 */
export default function WeeklyEnrollmentsBars({ weeks }: { weeks: readonly WeekBar[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={[...weeks]}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      >
        <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="var(--color-border)" />
        <XAxis dataKey="short" tickLine={false} axisLine={false} fontSize={12} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} width={48} />
        <Tooltip
          cursor={{ fill: 'var(--color-primary)', fillOpacity: 0.08 }}
          labelFormatter={(_, payload) => payload[0]?.payload?.title ?? ''}
          formatter={(value) => [value, messages.dashboard.admin.enrollmentsColumn]}
        />
        <Bar dataKey="count" fill="var(--color-primary)" radius={[4, 4, 0, 0]} maxBarSize={40} />
      </BarChart>
    </ResponsiveContainer>
  );
}
