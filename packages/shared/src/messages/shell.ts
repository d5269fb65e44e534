import { common } from './common';
/** The dashboard shell (sidebar, header, avatar menu, mobile sheet) and the dashboard home screens. */
export const shell = {
  role: (roleName: string) => `Rol: ${roleName}`,
  signOut: 'Cerrar Sesión',
  settings: 'Configuración',
  /**
   * Display names of the three roles (docs/product/accounts.md#role-names); the database keeps
   * English names.
   */
  roleNames: { ADMIN: 'Administrador', INSTRUCTOR: 'Instructor', STUDENT: 'Estudiante' },
  mainNavigation: 'Navegación principal',
  collapseSidebar: 'Contraer menú lateral',
  expandSidebar: 'Expandir menú lateral',
  openMobileMenu: 'Abrir menú de navegación',
  mobileMenuTitle: 'Menú de Navegación',
  mobileMenuDescription: 'Secciones disponibles para tu cuenta.',
  closeMobileMenu: 'Cerrar menú',
  userMenu: 'Menú de usuario',
  userAvatarFallback: 'Usuario',
  nav: {
    dashboard: 'Dashboard',
    users: 'Usuarios',
    orders: 'Pedidos',
    security: 'Registro de seguridad',
    courses: 'Cursos',
    createCourse: 'Crear Curso',
    students: 'Estudiantes',
    enrollments: 'Inscripciones',
    myCourses: 'Mis Cursos',
    profile: 'Perfil',
  },
  notFoundTitle: 'No encontramos esta página',
  notFoundText: 'La dirección que abriste no existe o ya no está disponible.',
  backToDashboard: common.backToDashboard,
  home: {
    adminTitle: 'Panel de Administración',
    welcome: (names: string) => `¡Hola, ${names}!`,
    welcomeBack: 'Te damos la bienvenida a Aula.',
    roleLabel: 'Rol',
  },
} as const;
