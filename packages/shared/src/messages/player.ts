import { common } from './common';
import { formatDecimal } from '../format-number';
/**
 * The course player (docs/product/learning.md#course-player). The original product's strings are
 * verbatim.
 */
export const player = {
  back: 'Volver al panel',
  /** Verbatim: no lesson to show yet, or none at all (docs/product/learning.md#outline-and-navigation). */
  noLesson: 'Cargando lección... o no hay lecciones disponibles',
  instructor: (name: string) => `Instructor: ${name}`,
  progressLabel: 'Avance del curso',
  progress: (percent: number) => `${percent}% completado`,
  review: 'Modo revisión',
  layout: {
    label: 'Modo de vista',
    normal: 'Normal',
    cine: 'Cine',
    small: 'Compacto',
  },
  lessons: {
    title: 'Contenido del curso',
    description: 'Módulos y lecciones del curso. Elige una lección para abrirla.',
    open: 'Ver lecciones',
    close: 'Cerrar la lista de lecciones',
    completed: 'Completada',
    current: 'Lección actual',
    minutes: (minutes: number) => `${minutes} min`,
    types: { video: 'Video', text: 'Lectura', pdf: 'PDF', link: 'Enlace externo' },
  },
  navigation: {
    label: 'Navegación entre lecciones',
    previous: common.previous,
    next: common.next,
    /** '3 de 10' (docs/product/learning.md#outline-and-navigation). */
    counter: (position: number, total: number) => `${position} de ${total}`,
    counterLabel: (position: number, total: number) => `Lección ${position} de ${total}`,
  },
  completion: {
    complete: 'Completar Lección',
    completed: 'Completada',
    /** Verbatim (docs/product/learning.md#lesson-completion). */
    success: '¡Lección completada!',
    failed: 'Error al marcar la lección como completada',
    certificateTitle: '¡Felicitaciones! Completaste el curso.',
    certificateText: 'Tu certificado ya está listo. Puedes verlo y descargarlo en tu perfil.',
    certificateLink: 'Ver mis certificados',
    /** Beside a video lesson: how much of it the server has counted as watched. */
    watched: (percent: number) => `Has visto el ${percent} % del video`,
    watchedLabel: 'Parte del video vista',
  },
  load: {
    /** Verbatim (docs/product/learning.md#player-load-errors). */
    failed: 'Error al cargar el curso. Intenta de nuevo.',
    notEnrolledTitle: 'Aún no estás inscrito en este curso',
    goToDetails: 'Ver el curso e inscribirme',
    notFoundTitle: 'Curso no disponible',
  },
  video: {
    region: 'Reproductor de video',
    /** Verbatim (docs/product/learning.md#video-lessons). */
    unsupported: 'Tu navegador no soporta el elemento de video',
    playFailed: 'Error al reproducir el video',
    loadFailed: 'No se pudo cargar el video. Verifica la URL.',
    fullscreenFailed: 'Error al cambiar el modo de pantalla completa',
    pictureInPictureFailed: 'Error al activar el modo imagen en imagen',
    play: 'Reproducir',
    pause: 'Pausar',
    back: (seconds: number) => `Retroceder ${seconds} segundos`,
    forward: (seconds: number) => `Adelantar ${seconds} segundos`,
    mute: 'Silenciar',
    unmute: 'Activar sonido',
    volume: 'Volumen',
    speed: 'Velocidad de reproducción',
    speedOption: (speed: number) => `${formatDecimal(speed)}x`,
    pictureInPicture: 'Imagen en imagen',
    exitPictureInPicture: 'Salir de imagen en imagen',
    fullscreen: 'Pantalla completa',
    exitFullscreen: 'Salir de pantalla completa',
    seek: 'Posición del video',
    time: (current: string, total: string) => `${current} de ${total}`,
    shortcuts:
      'Atajos: espacio reproduce o pausa, flechas izquierda y derecha retroceden o adelantan 10 segundos, flechas arriba y abajo cambian el volumen, F pantalla completa, M silencio.',
  },
  pdf: {
    loading: 'Cargando PDF...',
    /** Verbatim (docs/product/learning.md#pdf-lessons). */
    loadFailed: 'No se pudo cargar el PDF. Verifica la URL.',
    pages: 'Páginas del documento',
    nextPage: common.nextPage,
    page: (page: number, total: number) => `Página ${page} de ${total}`,
    download: 'Descargar PDF',
    document: (title: string) => `Documento: ${title}`,
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
    zoom: (percent: number) => `${percent} %`,
    zoomLabel: 'Tamaño de la página',
  },
  text: {
    /** Verbatim (docs/product/learning.md#text-lessons). */
    empty: 'No hay contenido de texto disponible',
  },
  link: {
    title: 'Recurso externo',
    description: 'Esta lección continúa en otro sitio web, que se abrirá en una pestaña nueva.',
    open: 'Abrir enlace',
    openLabel: (host: string) => `Abrir ${host} en una pestaña nueva`,
    missing: 'Esta lección no tiene un enlace válido.',
  },
} as const;
