import { common } from './common';

/**
 * 'Inicio de sesión institucional': an admin connects the employer's identity provider over
 * OpenID Connect (docs/product/single-sign-on.md). What the sign-in screen says of it is public,
 * in `messages.signIn.sso`.
 */
export const sso = {
  title: 'Inicio de sesión institucional',
  subtitle:
    'Conecta el proveedor de identidad de tu institución (OpenID Connect): su personal entra con la cuenta de su trabajo.',
  settingsLinkText: 'Que el personal de tu institución entre con la cuenta de su trabajo.',
  open: 'Configurar',
  backToSettings: 'Volver a Configuración',
  noAccessTitle: common.noAccessTitle,
  noAccessText: 'El inicio de sesión institucional es solo para administradores.',
  loading: 'Cargando la configuración…',
  loadError: 'No se pudo cargar la configuración del inicio de sesión institucional.',
  retry: 'Reintentar',
  enabledLabel: 'Ofrecer el inicio de sesión institucional',
  nameLabel: 'Nombre de la institución',
  nameHint: 'El botón de la pantalla de ingreso dirá «Ingresar con» y este nombre.',
  issuerLabel: 'URL del emisor (issuer)',
  issuerHint: 'La dirección del proveedor; Aula lee su configuración en /.well-known/openid-configuration.',
  clientIdLabel: 'ID de cliente',
  clientSecretLabel: 'Secreto de cliente',
  clientSecretKept: 'Guardado. Déjalo en blanco para conservarlo.',
  redirectUriLabel: 'URL de retorno para registrar en el proveedor',
  domainsLabel: 'Dominios de email',
  domainsHint:
    'Uno por línea, p. ej. redsalud.pe. Quien escriba un email de estos dominios irá a su institución.',
  passwordsOffLabel: 'Desactivar las contraseñas de Aula para estos dominios',
  passwordsOffHint: 'Su personal solo podrá entrar por el proveedor de identidad.',
  mappingTitle: 'Datos que trae el proveedor',
  mappingHint:
    'Al crear la cuenta de quien entra por primera vez. La unidad se busca por su código y el puesto por su nombre.',
  unitClaimLabel: 'Atributo con el código de la unidad',
  positionClaimLabel: 'Atributo con el puesto',
  roleClaimLabel: 'Atributo con el rol',
  adminValuesLabel: 'Valores que hacen administrador',
  instructorValuesLabel: 'Valores que hacen instructor',
  valuesHint: 'Uno por línea. Sin coincidencia, la cuenta es de estudiante.',
  save: 'Guardar',
  saving: 'Guardando…',
  saved: 'Inicio de sesión institucional guardado.',
  saveError: 'No se pudo guardar la configuración.',
  errors: {
    nameRequired: 'El nombre de la institución es obligatorio.',
    nameTooLong: 'El nombre no puede superar los 80 caracteres.',
    issuerInvalid: 'La URL del emisor debe empezar por https:// (http:// solo en este mismo equipo).',
    clientIdRequired: 'El ID de cliente es obligatorio.',
    clientSecretRequired: 'El secreto de cliente es obligatorio.',
    domainsRequired: 'Indica al menos un dominio de email.',
    domainInvalid: (domain: string) => `«${domain}» no es un dominio de email válido.`,
    domainsTooMany: 'Como máximo 20 dominios.',
    claimInvalid: 'El nombre del atributo solo admite letras, números, puntos, guiones y guiones bajos.',
    valuesTooMany: 'Como máximo 50 valores.',
    valueTooLong: 'Cada valor puede tener como máximo 100 caracteres.',
    noAdminOutside:
      'Para desactivar las contraseñas, debe quedar al menos un administrador con un email fuera de estos dominios: es quien podrá entrar si el proveedor falla.',
    providerUnreachable:
      'No se pudo leer la configuración del proveedor en esa URL. Revisa la dirección y que el proveedor esté en línea.',
  },
} as const;
