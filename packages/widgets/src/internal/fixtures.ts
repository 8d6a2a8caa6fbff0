/**
 * Deterministic sample data for stories and the benchmark-like stories (never random, so
 * screenshots are stable).
 */
export interface SampleEmployee {
  id: string;
  name: string;
  code: string;
  city: string;
  hours: number;
  start: Date;
  status: 1 | 2 | 3;
  exported: boolean;
}

const FIRST = ['Ada', 'Ben', 'Cleo', 'Dev', 'Eva', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jae', 'Kim', 'Lea'];
const LAST = ['Moreno', 'Ng', 'Okafor', 'Park', 'Quinn', 'Rossi', 'Silva', 'Tanaka', 'Ueda', 'Vance'];
const CITIES = ['Austin', 'Boston', 'Chicago', 'Denver', 'El Paso', 'Fresno', 'Garland', 'Houston'];

/** `n` employees; every 11th is inactive (2), every 29th deleted (3), every 7th exported. */
export function sampleEmployees(n: number): SampleEmployee[] {
  const out: SampleEmployee[] = new Array(n);
  for (let i = 0; i < n; i++) {
    out[i] = {
      id: `e${i + 1}`,
      name: `${FIRST[(i * 5) % FIRST.length]} ${LAST[(i * 3) % LAST.length]} ${i + 1}`,
      code: `E${String(i + 1).padStart(5, '0')}`,
      city: CITIES[(i * 7) % CITIES.length] as string,
      hours: ((i * 37) % 400) / 10,
      start: new Date(Date.UTC(2026, 0, 1 + ((i * 13) % 300))),
      status: i % 29 === 28 ? 3 : i % 11 === 10 ? 2 : 1,
      exported: i % 7 === 0,
    };
  }
  return out;
}
