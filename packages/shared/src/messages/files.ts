export const files = {
  linkExpired: 'El enlace ha expirado. Vuelve a abrir el contenido.',
  linkInvalid: 'El enlace no es válido.',
  accessEnded: 'Ya no tienes acceso a este contenido.',
  notFound: 'El archivo no existe.',
  rangeNotSatisfiable: 'El rango solicitado no es válido para este archivo.',
  tooLarge: 'El archivo supera el tamaño máximo permitido.',
  wrongType: 'El tipo de archivo no está permitido.',
  missing: 'No se recibió ningún archivo.',
} as const;
