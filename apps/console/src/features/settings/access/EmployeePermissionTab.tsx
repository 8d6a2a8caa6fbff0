/** Props of the employee detail's permission tab (service spec 2 Employees). */
export interface EmployeePermissionTabProps {
  /** The employee whose roles, permission sets and profiles are shown. */
  employeeId: string;
  /** True in My Profile mode and for users without Platform:Edit:EmployeeAccess. */
  readOnly?: boolean;
}

/** Placeholder: the permission tab (roles, administrator toggle, permission sets/profiles) is built in settings/access. */
export function EmployeePermissionTab(_props: EmployeePermissionTabProps) {
  return null;
}
