import type { SchedulerGridRow, SchedulerGridTicket } from './SchedulerGrid';

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elena', 'Felipe', 'Gloria', 'Hugo', 'Irene', 'Javier'];
const LAST = ['Torres', 'Ramos', 'Vega', 'Morales', 'Castro', 'Ortiz', 'Rubio', 'Molina'];
const JOBS = [
  'Replace the compressor belt on rooftop unit',
  'Inspect fire sprinkler heads in warehouse',
  'Repair leaking valve under kitchen sink',
  'Install new thermostat in lobby area',
  'Service backup generator and test transfer switch',
  'Clean condenser coils before summer season',
];
const STATUSES = ['notAccepted', 'accepted', 'inProgress', 'completed', 'rejected'] as const;

/** `n` technicians named deterministically ('Ana Torres', ...), ids 'e1'..'en'. */
export function technicians(n: number): SchedulerGridRow[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `e${i + 1}`,
    name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}${i >= 80 ? ` ${i + 1}` : ''}`,
  }));
}

/** A UTC ticket at `date` 'YYYY-MM-DD' `time` 'HH:mm' lasting `minutes`. */
export function ticketAt(
  id: string,
  date: string,
  time: string,
  minutes: number,
  employeeIds: string[],
  extra: Partial<SchedulerGridTicket> = {},
): SchedulerGridTicket {
  return {
    id,
    ticketNumber: 1000 + Number(id.replace(/\D/g, '') || 0),
    description: JOBS[Number(id.replace(/\D/g, '') || 0) % JOBS.length],
    priority: 2,
    serviceStatus: 'accepted',
    employeeIds,
    scheduledTimeZone: 'UTC',
    scheduledDate: date,
    scheduledStartTime: time,
    scheduledTimeStamp: `${date}T${time}:00.000Z`,
    estimatedDurationMinutes: minutes,
    ...extra,
  };
}

/**
 * `perDay` back-to-back tickets a day for every technician over `days` (UTC dates from `first`),
 * starting 08:00, 60-120 minutes each with priorities and statuses cycling: never overlapping.
 */
export function busyTickets(
  rows: readonly SchedulerGridRow[],
  first: string,
  days: number,
  perDay: number,
): SchedulerGridTicket[] {
  const out: SchedulerGridTicket[] = [];
  const base = Date.parse(`${first}T00:00:00Z`);
  let n = 0;
  rows.forEach((row, r) => {
    for (let d = 0; d < days; d++) {
      const date = new Date(base + d * 86_400_000).toISOString().slice(0, 10);
      let minute = 8 * 60 + ((r * 15) % 60);
      for (let k = 0; k < perDay; k++) {
        n++;
        const length = 60 + ((n * 25) % 65);
        const hh = String(Math.floor(minute / 60)).padStart(2, '0');
        const mm = String(minute % 60).padStart(2, '0');
        out.push(
          ticketAt(`t${n}`, date, `${hh}:${mm}`, length - (length % 5), [row.id], {
            priority: ((n % 3) + 1) as 1 | 2 | 3,
            serviceStatus: STATUSES[n % STATUSES.length],
          }),
        );
        minute += length - (length % 5) + 15;
      }
    }
  });
  return out;
}
