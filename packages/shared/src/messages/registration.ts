import { common } from './common';
import { PASSWORD_MIN_LENGTH } from '../constants';

/** The registration screen's labels, hints and sections (its validation messages live in sign-up.ts). */
export const registration = {
  title: 'Crear tu cuenta',
  subtitle: 'Completa tus datos para empezar a aprender con nosotros.',
  backToHome: 'Volver al inicio',
  haveAccount: '¿Ya tienes una cuenta?',
  signInLink: 'Inicia sesión aquí',
  submit: 'Crear mi cuenta',
  submitting: 'Creando cuenta...',

  sections: {
    personal: 'Información Personal',
    identification: 'Información de Identificación',
    contact: 'Información de Contacto',
    professional: 'Información Profesional',
  },

  photoLabel: 'Foto de perfil',
  photoHint: 'Opcional. JPG o PNG, máximo 200KB.',
  photoChoose: 'Subir foto',
  photoChange: 'Cambiar foto',
  photoRemove: 'Quitar foto',
  photoPreviewAlt: 'Vista previa de tu foto de perfil',

  namesLabel: 'Nombres',
  namesPlaceholder: 'Ej. María José',
  lastNamesLabel: 'Apellidos',
  lastNamesPlaceholder: 'Ej. García López',
  emailLabel: 'Email',
  emailPlaceholder: 'tu@correo.com',
  passwordLabel: 'Contraseña',
  confirmPasswordLabel: 'Confirmar contraseña',
  passwordHint: `Mínimo ${PASSWORD_MIN_LENGTH} caracteres`,
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  showConfirmPassword: 'Mostrar confirmación de contraseña',
  hideConfirmPassword: 'Ocultar confirmación de contraseña',
  countryLabel: 'País',
  countryPlaceholder: 'Selecciona tu país',
  genderLabel: 'Género',
  genderPlaceholder: 'Selecciona tu género',

  documentTypeLabel: 'Tipo de documento',
  documentTypePlaceholder: 'Selecciona el tipo de documento',
  doiLabel: 'Número de documento',
  doiPlaceholder: 'Solo números',

  prefixLabel: 'Prefijo',
  prefixPlaceholder: 'Busca tu país',
  prefixToggle: 'Mostrar países',
  prefixNoResults: 'No se encontraron países',
  prefixResults: (count: number) => (count === 1 ? '1 país encontrado' : `${count} países encontrados`),
  phoneLabel: 'Teléfono',
  phonePlaceholder: 'Ej. 987654321',

  industryLabel: 'Área profesional',
  industryPlaceholder: 'Selecciona tu área profesional',
  specialtyLabel: 'Especialidad',
  specialtyPlaceholder: 'Selecciona tu especialidad',

  termsBefore: 'Acepto los ',
  termsLink: 'Términos y condiciones',
  termsBetween: ' y la ',
  privacyLink: 'Política de privacidad',
  marketing: 'Quiero recibir novedades, cursos y promociones por email.',

  optionsLoading: common.optionsLoading,
  optionsFailed: common.optionsFailed,
  retry: common.retry,

  promo: {
    title: 'Aprende a brindar una atención en salud de calidad',
    text: 'Crea tu cuenta gratis y accede a cursos de calidad y seguridad del paciente diseñados por especialistas.',
    points: [
      'Aprendizaje personalizado que se adapta a tu ritmo',
      'Certificados por cada curso que completes',
      'Una comunidad de profesionales de la salud de toda la región',
    ],
    figures: [
      { value: '50K+', label: 'Estudiantes' },
      { value: '1.2K+', label: 'Horas académicas' },
      { value: '95%', label: 'Satisfacción' },
    ],
  },
} as const;
