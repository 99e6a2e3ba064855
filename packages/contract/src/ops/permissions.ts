/** Operator roles (DESIGN.md: operators). */
export const ROLES = ['admin', 'approver', 'collector', 'support', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

const EVERYONE = ROLES;

/**
 * The one permission matrix: permission -> roles holding it. Every operations route names one
 * permission; the server checks it on every request (decision 0030 prints this table).
 */
export const PERMISSION_ROLES = {
  'orders.read': EVERYONE,
  'orders.decide': ['admin', 'approver'],
  // The applicant's profile and identity photos: those who decide, no one else (decision 0083).
  'applicants.read': ['admin', 'approver'],
  'payments.read': EVERYONE,
  'payments.record': ['admin', 'collector'],
  'payments.adjust': ['admin'],
  // The checker of a maker's booking or waiver (decision 0067): never the maker themself.
  'payments.approve': ['admin', 'approver'],
  'complaints.read': ['admin', 'support', 'auditor'],
  'complaints.reply': ['admin', 'support'],
  'collections.read': ['admin', 'collector', 'auditor'],
  'collections.contact': ['admin', 'collector'],
  'borrowers.end-sessions': ['admin', 'support'],
  'catalogue.read': EVERYONE,
  'catalogue.change': ['admin'],
  'settings.read': ['admin', 'support', 'auditor'],
  'settings.change': ['admin'],
  'clock.read': EVERYONE,
  'clock.run': ['admin'],
  'operators.manage': ['admin'],
  'audit.read': ['admin', 'auditor'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSION_ROLES;

export const PERMISSIONS = Object.keys(PERMISSION_ROLES) as Permission[];

export function roleMay(role: Role, permission: Permission): boolean {
  return (PERMISSION_ROLES[permission] as readonly Role[]).includes(role);
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
