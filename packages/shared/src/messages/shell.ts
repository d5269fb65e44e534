export const shell = {
  role: (roleName: string) => `Rol: ${roleName}`,
  signOut: 'Cerrar Sesión',
} as const;
