import { type PinColor, pinLetter } from '../Map/mapGeometry';
import type { MapPin } from '../Map/useMapState';

/** A technician (a scheduler row) with the last GPS fix, if any. */
export interface SchedulerMapTechnician {
  id: string;
  name: string;
  /** Last GPS fix (decimal degrees) and when it was taken (ISO 8601); null/undefined: none known. */
  position?: { lat: number; lng: number; at?: string | null } | null;
}

/** A ticket at its location's coordinates (null/undefined: the location has none). */
export interface SchedulerMapTicket {
  id: string;
  /** Marker title (e.g. '#12 Replace the boiler filter'). */
  title: string;
  /** 1 low, 2 medium, 3 high (service spec 4); other values draw as medium. */
  priority?: number | null;
  employeeIds?: readonly string[] | null;
  lat?: number | null;
  lng?: number | null;
}

/** Pin colour of a ticket priority (service spec 9: low lighter, medium default, high darker orange). */
export function priorityPinColor(priority: number | null | undefined): PinColor {
  if (priority === 1) return 'lightOrange';
  if (priority === 3) return 'darkOrange';
  return 'orange';
}

/** What a pin of `schedulerMapPins` stands for. */
export type SchedulerMapPinKind =
  | { kind: 'technician'; technician: SchedulerMapTechnician; letter: string }
  | { kind: 'ticket'; ticket: SchedulerMapTicket; letters: string[] }
  | { kind: 'unassigned'; ticket: SchedulerMapTicket };

/**
 * The pins of the scheduler's GPS view (service spec 2 'GPS view'): technicians get letter pins A, B,
 * C... by their order in `technicians` (blue, round, at their last GPS fix; those without a fix keep
 * their letter but have no pin); tickets are square markers coloured by priority and lettered with
 * their first technician's letter; unassigned tickets are separate '?' markers. Pins without
 * coordinates are still returned (the MapView counts them as skipped). `id`s are 'tech:{id}' and
 * 'ticket:{id}'. Returns the pins and, by pin id, what each stands for.
 */
export function schedulerMapPins(
  technicians: readonly SchedulerMapTechnician[],
  tickets: readonly SchedulerMapTicket[],
): { pins: MapPin[]; kinds: Map<string, SchedulerMapPinKind>; letters: Map<string, string> } {
  const letters = new Map(technicians.map((t, i) => [t.id, pinLetter(i)] as const));
  const kinds = new Map<string, SchedulerMapPinKind>();
  const pins: MapPin[] = [];
  for (const t of technicians) {
    if (!t.position) continue;
    const id = `tech:${t.id}`;
    const letter = letters.get(t.id) as string;
    kinds.set(id, { kind: 'technician', technician: t, letter });
    pins.push({ id, lat: t.position.lat, lng: t.position.lng, title: t.name, label: letter, color: 'blue' });
  }
  for (const x of tickets) {
    const id = `ticket:${x.id}`;
    const mine = (x.employeeIds ?? []).map((e) => letters.get(e)).filter((l): l is string => !!l);
    const assigned = (x.employeeIds ?? []).length > 0;
    kinds.set(
      id,
      assigned ? { kind: 'ticket', ticket: x, letters: mine } : { kind: 'unassigned', ticket: x },
    );
    pins.push({
      id,
      lat: typeof x.lat === 'number' ? x.lat : Number.NaN,
      lng: typeof x.lng === 'number' ? x.lng : Number.NaN,
      title: x.title,
      // Assigned to someone not on the map (filtered out): a dot rather than a wrong letter.
      label: assigned ? (mine[0] ?? '•') : '?',
      color: priorityPinColor(x.priority),
      shape: 'square',
    });
  }
  return { pins, kinds, letters };
}
