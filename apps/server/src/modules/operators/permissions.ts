// The matrix is the contract's: the back office shows it and hides what a role may not do.
export {
  isRole,
  PERMISSION_ROLES,
  PERMISSIONS,
  type Permission,
  ROLES,
  type Role,
  roleMay,
} from '@loan/contract/ops';
