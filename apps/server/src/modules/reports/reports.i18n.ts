import type { ReportField } from '@wm/api/schemas';

/** Languages of exported and e-mailed reports. */
export type ReportLang = 'en' | 'es';

const TEXT = {
  en: {
    total: 'Total',
    subtotal: 'Subtotal',
    grandTotal: 'Grand Total',
    noData: 'No records for these criteria.',
    incomplete: 'Incomplete',
    mailSubject: (name: string) => `Scheduled report: ${name}`,
    mailBody: (name: string, range: string, link: string) =>
      `Attached is the report "${name}"${range ? ` for ${range}` : ''}.\n\nTo stop receiving this report, open: ${link}\n`,
  },
  es: {
    total: 'Total',
    subtotal: 'Subtotal',
    grandTotal: 'Total general',
    noData: 'No hay registros para estos criterios.',
    incomplete: 'Incompleto',
    mailSubject: (name: string) => `Informe programado: ${name}`,
    mailBody: (name: string, range: string, link: string) =>
      `Se adjunta el informe "${name}"${range ? ` del ${range}` : ''}.\n\nPara dejar de recibir este informe, abra: ${link}\n`,
  },
} as const;

/** Fixed texts of exports and report e-mails in `lang` (English by default). */
export function reportText(lang: ReportLang = 'en') {
  return TEXT[lang] ?? TEXT.en;
}

/** Spanish default names of the company labels (used when the company did not rename them). */
const ES_LABELS: Record<string, string> = {
  employee: 'Empleado',
  location: 'Ubicación',
  task: 'Tarea',
  asset: 'Activo',
  device: 'Dispositivo',
  division: 'División',
  department: 'Departamento',
};

/** Spanish column headings by field name; `{employee}` etc. stand for the company label. */
const ES_FIELDS: Record<string, string> = {
  EmployeeId: 'Id de {employee}',
  Employee: '{employee}',
  Code: 'Código',
  EmployeeStatus: 'Estado',
  Status: 'Estado',
  Lexicographic: 'Clave de orden',
  RegularTime: 'Regular',
  Overtime: 'Horas extra',
  DoubleTime: 'Tiempo doble',
  Holiday: 'Festivo',
  Sick: 'Enfermedad',
  Vacation: 'Vacaciones',
  TotalTime: 'Total',
  Date: 'Fecha',
  BatchId: 'Id de lote',
  TimeId: 'Id de registro',
  InTime: 'Entrada',
  InTimeZone: 'Zona de entrada',
  OutTime: 'Salida',
  OutTimeZone: 'Zona de salida',
  OriginalInTime: 'Entrada original',
  OriginalOutTime: 'Salida original',
  Paytype: 'Tipo de pago',
  PayType: 'Tipo de pago',
  PayCode: 'Código de pago',
  Rate: 'Tarifa',
  Notes: 'Notas',
  LocationId: 'Id de {location}',
  Location: '{location}',
  LocationCode: 'Código de {location}',
  TaskId: 'Id de {task}',
  Task: '{task}',
  TaskCode: 'Código de {task}',
  Action: 'Acción',
  User: 'Usuario',
  PreviousInTime: 'Entrada anterior',
  PreviousOutTime: 'Salida anterior',
  HoursWorked: 'Horas trabajadas',
  Email: 'Correo electrónico',
  Phone: 'Teléfono',
  Occupation: 'Ocupación',
  Division: '{division}',
  Department: '{department}',
  Roles: 'Roles',
  Privileges: 'Privilegios',
  Device: '{device}',
  DeviceId: 'Id de {device}',
  LastSync: 'Última sincronización',
  Administrator: 'Administrador',
  Model: 'Modelo',
  Platform: 'Plataforma',
  AppVersion: 'Versión de la app',
  InDistance: 'Distancia de entrada',
  OutDistance: 'Distancia de salida',
  GeofenceNote: 'Nota de geocerca',
  Reason: 'Motivo',
  Week: 'Semana',
  FirstName: 'Nombre',
  LastName: 'Apellido',
  UserName: 'Nombre de usuario',
  Role: 'Rol',
  Module: 'Módulo',
  PrivilegeCount: 'Privilegios',
  Employees: '{employee}',
  Days: 'Días trabajados',
  AverageHours: 'Promedio de horas por día',
  AverageIn: 'Entrada promedio',
  AverageOut: 'Salida promedio',
  LastClockedIn: 'Última entrada',
  Signature: 'Firma',
  Problem: 'Problema por categoría',
  Tickets: 'Tickets',
  Completed: 'Completados',
  EstimatedHours: 'Horas estimadas',
  ActualHours: 'Horas reales',
  AverageActualHours: 'Promedio de horas reales',
  VarianceHours: 'Diferencia (horas)',
  Open: 'Abiertos',
  Overdue: 'Atrasados',
  ScheduledHours: 'Horas programadas',
  'Ticket #': 'N.º de ticket',
  Name: 'Nombre',
  Priority: 'Prioridad',
  Scheduled: 'Programado',
  Unassigned: 'Sin asignar',
  Calls: 'Llamadas',
  High: 'Alta',
  Medium: 'Media',
  Low: 'Baja',
  AverageResponseHours: 'Respuesta promedio (horas)',
  CompletedPercent: '% completado',
};

/** Spanish weekday headings (location detailed hours). */
const ES_WEEKDAYS: Record<string, string> = {
  Sun: 'dom',
  Mon: 'lun',
  Tue: 'mar',
  Wed: 'mié',
  Thu: 'jue',
  Fri: 'vie',
  Sat: 'sáb',
};

/** Spanish report names by key; `{employee}` etc. stand for the company label. */
const ES_NAMES: Record<string, string> = {
  'payroll-summary': 'Resumen de nómina',
  'payroll-detail': 'Detalle de nómina',
  'employee-time-card': 'Tarjeta de tiempo de {employee}',
  'time-audit-log': 'Registro de auditoría de tiempo',
  'labor-hours-worked': 'Horas de trabajo',
  'pending-records': 'Registros pendientes',
  'employee-information': 'Información de {employee}',
  'device-information': 'Información de {device}',
  'user-roles': 'Roles de usuario',
  'geofence-discrepancies': 'Discrepancias de geocerca',
  rollcall: 'Pase de lista',
  'absent-employee': 'Empleados ausentes',
  'location-hours-summary': 'Resumen de horas por {location}',
  'location-detailed-hours': 'Horas detalladas por {location}',
  'location-task-summary': 'Resumen de {task} por {location}',
  'location-sign-in-sheet': 'Hoja de firmas por {location}',
  'average-time': 'Asistencia promedio',
  'labor-analysis-problem': 'Análisis de mano de obra por problema',
  'technician-list': 'Lista de técnicos',
  'work-order-status': 'Estado de órdenes de trabajo',
  'technician-call-analysis': 'Análisis de llamadas de técnicos',
};

const fill = (template: string, labels: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => labels[k] ?? ES_LABELS[k] ?? k);

/**
 * The report's title and columns in `lang`: English as the report gives them (with the company's
 * labels); Spanish from the tables above with the company's labels (or Spanish defaults) filled in.
 * Fields without a Spanish heading keep theirs.
 */
export function localizeReport(
  key: string,
  title: string,
  fields: ReportField[],
  lang: ReportLang,
  labels: Record<string, string>,
): { title: string; fields: ReportField[] } {
  if (lang !== 'es') return { title, fields };
  return {
    title: ES_NAMES[key] ? fill(ES_NAMES[key], labels) : title,
    fields: fields.map((f) => {
      if (ES_FIELDS[f.name]) return { ...f, label: fill(ES_FIELDS[f.name]!, labels) };
      const day = ES_WEEKDAYS[f.label];
      return day ? { ...f, label: day } : f;
    }),
  };
}
