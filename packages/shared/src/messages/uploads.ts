/**
 * Course files (docs/product/courses.md#file-rules): the original's messages for the thumbnail and
 * preview video, in Spanish; ours for lesson files.
 */
export const uploads = {
  thumbnailRequired: 'La imagen principal es obligatoria.',
  thumbnailWrongType: 'El formato de la imagen principal no es válido.',
  thumbnailTooLarge: 'El tamaño de la imagen principal no es válido (máximo 5MB).',
  thumbnailHint: 'JPG o PNG, máximo 5MB. Recomendado 1280x720.',
  previewVideoRequired: 'El video de presentación es obligatorio.',
  previewVideoWrongType: 'El formato del video de presentación no es válido.',
  previewVideoTooLarge: 'El tamaño del video de presentación no es válido (máximo 200MB).',
  previewVideoHint: 'MP4, máximo 200MB.',
  lessonVideoWrongType: 'El video de la lección debe ser un archivo MP4.',
  lessonVideoTooLarge: 'El video de la lección supera el máximo de 200MB.',
  lessonVideoHint: 'MP4, máximo 200MB.',
  lessonPdfWrongType: 'El documento de la lección debe ser un archivo PDF.',
  lessonPdfTooLarge: 'El documento de la lección supera el máximo de 50MB.',
  lessonPdfHint: 'PDF, máximo 50MB.',
  lessonImageWrongType: 'La imagen debe ser un archivo JPG o PNG.',
  lessonImageTooLarge: 'La imagen supera el máximo de 5MB.',
  lessonImageHint: 'JPG o PNG, máximo 5MB.',
  lessonFileRequired: 'Sube el archivo de la lección.',
  unknownKind: 'El tipo de archivo a subir no es válido.',
  lengthRequired: 'Indica el tamaño del archivo al iniciar la subida.',
  notFound: 'La subida no existe o ya expiró. Vuelve a seleccionar el archivo.',
  incomplete: 'La subida del archivo no terminó. Espera a que llegue al 100%.',
  wrongKind: 'El archivo subido no corresponde a este campo.',
  failed: 'No se pudo subir el archivo. Revisa tu conexión e intenta de nuevo.',
  /** An account's staged uploads are capped: those not yet saved in a course count. */
  tooManyStaged: (max: number) =>
    `Tienes ${max} archivos subidos que aún no guardaste en un curso. Guarda el curso o cancela alguna subida antes de subir otro archivo.`,
  stagedBytesExceeded: (megabytes: number) =>
    `Los archivos subidos que aún no guardaste en un curso superarían ${megabytes}MB en total. Guarda el curso o cancela alguna subida antes de subir otro archivo.`,
  paused: 'Conexión perdida: la subida continuará cuando vuelva la red.',
  uploading: (percent: number) => `Subiendo... ${percent}%`,
  done: 'Archivo listo',
  cancel: 'Cancelar subida',
  replace: 'Cambiar archivo',
  choose: 'Seleccionar archivo',
} as const;
