/** The demo catalogue: courses an instructor of a quality-of-care academy would really publish. */

export type DemoLesson =
  | { kind: 'video'; title: string; description: string; minutes: number }
  | { kind: 'text'; title: string; description: string; minutes: number; text: string }
  | { kind: 'pdf'; title: string; description: string; minutes: number; paragraphs: string[] }
  | { kind: 'link'; title: string; description: string; minutes: number; url: string };

export interface DemoModule {
  title: string;
  description: string;
  lessons: DemoLesson[];
}

export interface DemoCourse {
  title: string;
  shortDescription: string;
  description: string;
  industry: string;
  specialty: string;
  difficulty: string;
  coin: string;
  price: number;
  hours: number;
  published: boolean;
  colours: [[number, number, number], [number, number, number]];
  modules: DemoModule[];
}

export const DEMO_COURSES: DemoCourse[] = [
  {
    title: 'Seguridad del paciente: metas internacionales',
    shortDescription:
      'Las seis metas internacionales de seguridad del paciente aplicadas al día a día del servicio.',
    description:
      'Un recorrido práctico por las metas internacionales de seguridad del paciente: identificación correcta, comunicación efectiva, medicamentos de alto riesgo, cirugía segura, higiene de manos y prevención de caídas. Cada módulo combina casos reales, listas de verificación y ejercicios para llevar a tu servicio.',
    industry: 'CAL',
    specialty: 'CAL-01',
    difficulty: '01',
    coin: 'PEN',
    price: 0,
    hours: 6,
    published: true,
    colours: [
      [14, 116, 144],
      [56, 189, 248],
    ],
    modules: [
      {
        title: 'Identificación y comunicación',
        description:
          'Las dos primeras metas: saber siempre a quién atendemos y transmitir la información sin pérdidas.',
        lessons: [
          {
            kind: 'video',
            title: 'Por qué fallan los sistemas seguros',
            description: 'Introducción al error en salud y al enfoque de sistemas.',
            minutes: 10,
          },
          {
            kind: 'text',
            title: 'Identificación correcta del paciente',
            description: 'Dos identificadores, siempre, antes de cada procedimiento.',
            minutes: 12,
            text: 'Identificar correctamente al paciente es la primera barrera contra el error.\n\nUsa siempre al menos dos identificadores (nombre completo y fecha de nacimiento o número de historia clínica). Nunca uses el número de cama ni la habitación como identificador.\n\nVerifica la identidad antes de administrar medicamentos, extraer muestras, transfundir o realizar cualquier procedimiento. Si el paciente no puede responder, usa la pulsera de identificación y confírmala con un familiar o con la historia clínica.',
          },
          {
            kind: 'pdf',
            title: 'Guía SBAR para la comunicación efectiva',
            description: 'La técnica SBAR paso a paso, con ejemplos de entrega de turno.',
            minutes: 15,
            paragraphs: [
              'SBAR (Situación, Antecedentes, Evaluación y Recomendación) ordena la información clínica para que llegue completa y sin ambigüedades.',
              'Situación: qué está pasando ahora con el paciente. Antecedentes: el contexto clínico relevante. Evaluación: qué crees que ocurre. Recomendación: qué necesitas y en qué plazo.',
              'En la entrega de turno, SBAR reduce omisiones y permite al equipo que recibe hacer preguntas sobre lo esencial. Practícalo con tus compañeros hasta que sea un hábito.',
            ],
          },
        ],
      },
      {
        title: 'Medicamentos, cirugía y caídas',
        description: 'Barreras concretas para los eventos adversos más frecuentes.',
        lessons: [
          {
            kind: 'link',
            title: 'Metas de la OMS: Seguridad del paciente',
            description: 'La página de referencia de la Organización Mundial de la Salud.',
            minutes: 10,
            url: 'https://www.who.int/es/news-room/fact-sheets/detail/patient-safety',
          },
          {
            kind: 'text',
            title: 'Medicamentos de alto riesgo',
            description: 'Doble verificación independiente y almacenamiento separado.',
            minutes: 10,
            text: 'Los medicamentos de alto riesgo (insulinas, anticoagulantes, electrolitos concentrados, opioides) causan daños graves cuando se usan mal.\n\nAlmacénalos separados y señalizados, aplica doble verificación independiente antes de administrarlos y usa protocolos estandarizados de dilución.',
          },
          {
            kind: 'video',
            title: 'Lista de verificación de cirugía segura',
            description: 'Entrada, pausa quirúrgica y salida, en un quirófano real.',
            minutes: 10,
          },
        ],
      },
    ],
  },
  {
    title: 'Higiene de manos y control de infecciones',
    shortDescription:
      'Los cinco momentos de la higiene de manos y las precauciones estándar que salvan vidas.',
    description:
      'Curso esencial para todo el personal asistencial: cadena de transmisión, los cinco momentos de la OMS, técnica de fricción con solución alcohólica y lavado, uso racional de guantes y precauciones por contacto, gotas y aire.',
    industry: 'CAL',
    specialty: 'CAL-04',
    difficulty: '01',
    coin: 'PEN',
    price: 0,
    hours: 4,
    published: true,
    colours: [
      [21, 128, 61],
      [134, 239, 172],
    ],
    modules: [
      {
        title: 'Los cinco momentos',
        description: 'Cuándo y cómo higienizar las manos.',
        lessons: [
          {
            kind: 'video',
            title: 'Técnica de fricción con solución alcohólica',
            description: 'Los pasos, en 20 a 30 segundos.',
            minutes: 8,
          },
          {
            kind: 'text',
            title: 'Los cinco momentos de la OMS',
            description: 'Antes y después del contacto, y en los procedimientos.',
            minutes: 10,
            text: '1. Antes del contacto con el paciente.\n2. Antes de una tarea limpia o aséptica.\n3. Después del riesgo de exposición a fluidos corporales.\n4. Después del contacto con el paciente.\n5. Después del contacto con el entorno del paciente.\n\nLa solución alcohólica es el método de elección salvo que las manos estén visiblemente sucias.',
          },
          {
            kind: 'pdf',
            title: 'Precauciones estándar y por transmisión',
            description: 'Contacto, gotas y aire: qué equipo usar en cada caso.',
            minutes: 15,
            paragraphs: [
              'Las precauciones estándar se aplican a todos los pacientes: higiene de manos, equipo de protección según el riesgo, manejo seguro de cortopunzantes y limpieza del entorno.',
              'Las precauciones por transmisión se suman cuando el agente lo exige: contacto (bata y guantes), gotas (mascarilla quirúrgica) y aire (respirador N95 y habitación con presión negativa cuando exista).',
            ],
          },
        ],
      },
      {
        title: 'Vigilancia y prevención',
        description: 'Medir para mejorar: indicadores de infecciones asociadas a la atención.',
        lessons: [
          {
            kind: 'link',
            title: 'OPS: prevención y control de infecciones',
            description: 'Recursos de la Organización Panamericana de la Salud.',
            minutes: 10,
            url: 'https://www.paho.org/es/temas/prevencion-control-infecciones',
          },
          {
            kind: 'text',
            title: 'Observación de la adherencia',
            description: 'Cómo medir la adherencia a la higiene de manos sin sesgos.',
            minutes: 8,
            text: 'La observación directa sigue siendo el patrón de referencia. Observa oportunidades, no personas; registra el momento y la acción; y devuelve los resultados al equipo en pocos días para que la medición produzca mejora.',
          },
          {
            kind: 'video',
            title: 'Retiro seguro del equipo de protección',
            description: 'El orden que evita la autocontaminación.',
            minutes: 7,
          },
        ],
      },
    ],
  },
  {
    title: 'Auditoría de historias clínicas',
    shortDescription:
      'Cómo auditar la calidad del registro clínico con criterios objetivos y devolver resultados útiles.',
    description:
      'Aprende a planificar una auditoría de historias clínicas, construir el instrumento de evaluación, calcular el tamaño de muestra, analizar hallazgos y presentar un informe que impulse la mejora del registro.',
    industry: 'CAL',
    specialty: 'CAL-02',
    difficulty: '02',
    coin: 'PEN',
    price: 120,
    hours: 10,
    published: true,
    colours: [
      [67, 56, 202],
      [165, 180, 252],
    ],
    modules: [
      {
        title: 'Planificar la auditoría',
        description: 'Objetivo, alcance, instrumento y muestra.',
        lessons: [
          {
            kind: 'video',
            title: 'Qué es y qué no es una auditoría',
            description: 'Auditoría para mejorar, no para sancionar.',
            minutes: 10,
          },
          {
            kind: 'pdf',
            title: 'Instrumento de evaluación del registro',
            description: 'Criterios, ponderación y escala de calificación.',
            minutes: 20,
            paragraphs: [
              'Un buen instrumento evalúa criterios observables: presencia de la anamnesis, examen físico, diagnóstico, plan, firmas, fechas y legibilidad.',
              'Define para cada criterio qué cuenta como cumplimiento. Pondera según el impacto en la seguridad del paciente y prueba el instrumento con dos auditores antes de usarlo.',
            ],
          },
          {
            kind: 'text',
            title: 'Tamaño de muestra',
            description: 'Cuántas historias revisar para que el resultado sea representativo.',
            minutes: 12,
            text: 'Para una proporción esperada de cumplimiento del 50 %, un nivel de confianza del 95 % y un error del 10 %, se necesitan alrededor de 96 historias. Ajusta el número si la población es pequeña y selecciona las historias al azar.',
          },
        ],
      },
      {
        title: 'Analizar y devolver',
        description: 'Del hallazgo al plan de mejora.',
        lessons: [
          {
            kind: 'text',
            title: 'Análisis de hallazgos',
            description: 'Porcentajes de cumplimiento por criterio y por servicio.',
            minutes: 10,
            text: 'Calcula el cumplimiento por criterio y por servicio. Prioriza los criterios con menor cumplimiento y mayor impacto, y busca causas con el equipo antes de proponer acciones.',
          },
          {
            kind: 'link',
            title: 'Norma técnica de gestión de la historia clínica',
            description: 'Referencia normativa del Ministerio de Salud del Perú.',
            minutes: 15,
            url: 'https://www.gob.pe/minsa',
          },
          {
            kind: 'video',
            title: 'Presentar el informe al equipo',
            description: 'Una devolución que genera compromiso.',
            minutes: 9,
          },
        ],
      },
    ],
  },
  {
    title: 'Farmacovigilancia hospitalaria',
    shortDescription: 'Detectar, notificar y prevenir reacciones adversas a medicamentos en el hospital.',
    description:
      'Curso para farmacéuticos, médicos y enfermeras sobre la detección de sospechas de reacciones adversas, su notificación, la evaluación de causalidad y las estrategias de prevención de errores de medicación.',
    industry: 'FAR',
    specialty: 'FAR-03',
    difficulty: '02',
    coin: 'USD',
    price: 49.9,
    hours: 8,
    published: true,
    colours: [
      [190, 18, 60],
      [253, 164, 175],
    ],
    modules: [
      {
        title: 'Detectar y notificar',
        description: 'La sospecha es suficiente para notificar.',
        lessons: [
          {
            kind: 'video',
            title: 'Reacción adversa, error y evento adverso',
            description: 'Diferencias que importan al notificar.',
            minutes: 10,
          },
          {
            kind: 'text',
            title: 'Cómo notificar una sospecha',
            description: 'Qué datos incluir en la notificación.',
            minutes: 8,
            text: 'Una notificación útil identifica al paciente (sin exponer sus datos), el medicamento sospechoso con lote y dosis, la reacción con fechas de inicio y desenlace, y la persona que notifica. No esperes a tener certeza: la sospecha basta.',
          },
          {
            kind: 'pdf',
            title: 'Algoritmo de causalidad de Naranjo',
            description: 'Diez preguntas para estimar la causalidad.',
            minutes: 15,
            paragraphs: [
              'El algoritmo de Naranjo asigna puntos a diez preguntas sobre la relación temporal, la respuesta a la retirada y la reexposición, entre otras.',
              'La suma clasifica la causalidad como dudosa, posible, probable o definida, y ayuda a comparar casos de forma homogénea.',
            ],
          },
        ],
      },
      {
        title: 'Prevenir',
        description: 'Barreras para los errores de medicación.',
        lessons: [
          {
            kind: 'link',
            title: 'DIGEMID: farmacovigilancia',
            description: 'La autoridad peruana de medicamentos.',
            minutes: 10,
            url: 'https://www.digemid.minsa.gob.pe/',
          },
          {
            kind: 'text',
            title: 'Conciliación de la medicación',
            description: 'Al ingreso, en los traslados y al alta.',
            minutes: 10,
            text: 'Conciliar es comparar la medicación que el paciente tomaba con la prescrita en cada transición, y resolver cada discrepancia con el prescriptor. Es una de las intervenciones más costo-efectivas en seguridad.',
          },
          {
            kind: 'video',
            title: 'Doble verificación en la práctica',
            description: 'Cuándo y cómo hacerla de verdad independiente.',
            minutes: 8,
          },
        ],
      },
    ],
  },
  {
    title: 'Atención humanizada en emergencias',
    shortDescription: 'Comunicación, dignidad y trato empático en el servicio de emergencias.',
    description:
      'Herramientas concretas para comunicar malas noticias, acompañar a familiares, manejar el conflicto y cuidar la dignidad del paciente en un entorno de alta presión, sin perder eficiencia clínica.',
    industry: 'ENF',
    specialty: 'ENF-03',
    difficulty: '01',
    coin: 'PEN',
    price: 0,
    hours: 5,
    published: true,
    colours: [
      [194, 65, 12],
      [253, 186, 116],
    ],
    modules: [
      {
        title: 'Comunicar en la urgencia',
        description: 'Palabras que ayudan cuando el tiempo apremia.',
        lessons: [
          {
            kind: 'video',
            title: 'El primer minuto con el paciente',
            description: 'Presentarse, mirar y explicar.',
            minutes: 6,
          },
          {
            kind: 'text',
            title: 'Protocolo SPIKES para malas noticias',
            description: 'Seis pasos para comunicar con empatía.',
            minutes: 12,
            text: 'S: prepara el entorno. P: explora qué sabe el paciente. I: pregunta cuánto quiere saber. K: comparte la información en lenguaje claro. E: responde a las emociones. S: resume y acuerda los siguientes pasos.',
          },
          {
            kind: 'pdf',
            title: 'Acompañar a la familia',
            description: 'Información, espacio y tiempo para los familiares.',
            minutes: 12,
            paragraphs: [
              'La familia necesita información periódica, un interlocutor identificado y un lugar donde esperar.',
              'Designa a una persona del equipo para informar, usa lenguaje sencillo y verifica que se comprendió el mensaje.',
            ],
          },
        ],
      },
      {
        title: 'Cuidar la dignidad',
        description: 'Privacidad, dolor y autonomía.',
        lessons: [
          {
            kind: 'link',
            title: 'OPS: atención centrada en las personas',
            description: 'Marco regional de servicios de salud integrados.',
            minutes: 10,
            url: 'https://www.paho.org/es/temas/servicios-salud',
          },
          {
            kind: 'text',
            title: 'Privacidad en espacios compartidos',
            description: 'Pequeños gestos que protegen la intimidad.',
            minutes: 6,
            text: 'Cierra cortinas, cubre al paciente durante los procedimientos, baja la voz al tratar información sensible y pide permiso antes de examinar.',
          },
          {
            kind: 'video',
            title: 'Manejo del conflicto',
            description: 'Desescalar sin ceder en la seguridad.',
            minutes: 9,
          },
        ],
      },
    ],
  },
  {
    title: 'Gestión de riesgos clínicos',
    shortDescription:
      'Identificar, analizar y tratar los riesgos clínicos con herramientas como AMFE y análisis de causa raíz.',
    description:
      'Curso avanzado para comités de calidad: mapa de riesgos, análisis modal de fallos y efectos (AMFE), análisis de causa raíz de eventos centinela y seguimiento de planes de acción con indicadores.',
    industry: 'CAL',
    specialty: 'CAL-06',
    difficulty: '03',
    coin: 'USD',
    price: 89,
    hours: 12,
    published: true,
    colours: [
      [15, 23, 42],
      [100, 116, 139],
    ],
    modules: [
      {
        title: 'Analizar antes de que ocurra',
        description: 'Análisis proactivo con AMFE.',
        lessons: [
          {
            kind: 'video',
            title: 'Mapa de riesgos del servicio',
            description: 'Probabilidad, impacto y priorización.',
            minutes: 12,
          },
          {
            kind: 'pdf',
            title: 'AMFE paso a paso',
            description: 'Modos de fallo, efectos, causas e índice de prioridad.',
            minutes: 20,
            paragraphs: [
              'El AMFE descompone un proceso en pasos y, para cada uno, identifica cómo puede fallar, qué efecto tendría y por qué ocurriría.',
              'El índice de prioridad de riesgo (gravedad × ocurrencia × detectabilidad) orienta qué fallos tratar primero.',
            ],
          },
          {
            kind: 'text',
            title: 'Indicadores de riesgo',
            description: 'Medir para saber si el riesgo baja.',
            minutes: 10,
            text: 'Elige pocos indicadores, con definición operativa clara, fuente de datos y frecuencia de medición. Un indicador sin responsable no se mide.',
          },
        ],
      },
      {
        title: 'Aprender de lo que ocurrió',
        description: 'Análisis de causa raíz de eventos adversos.',
        lessons: [
          {
            kind: 'link',
            title: 'OMS: marco de seguridad del paciente',
            description: 'Plan de acción mundial para la seguridad del paciente.',
            minutes: 15,
            url: 'https://www.who.int/es/teams/integrated-health-services/patient-safety',
          },
          {
            kind: 'text',
            title: 'Los cinco porqués y el diagrama de Ishikawa',
            description: 'Llegar a las causas del sistema.',
            minutes: 12,
            text: 'Pregunta por qué ocurrió cada hecho hasta llegar a causas del sistema que el equipo puede cambiar. Agrúpalas en un diagrama de Ishikawa: personas, procedimientos, equipos, entorno y organización.',
          },
          {
            kind: 'video',
            title: 'Plan de acción y seguimiento',
            description: 'Acciones fuertes frente a acciones débiles.',
            minutes: 10,
          },
        ],
      },
    ],
  },
  {
    title: 'Indicadores de calidad en laboratorio clínico',
    shortDescription: 'Borrador: indicadores de las fases preanalítica, analítica y posanalítica.',
    description:
      'Curso en preparación sobre los indicadores de calidad del laboratorio clínico y su seguimiento mensual.',
    industry: 'LAB',
    specialty: 'LAB-04',
    difficulty: '02',
    coin: 'PEN',
    price: 0,
    hours: 6,
    published: false,
    colours: [
      [126, 34, 206],
      [216, 180, 254],
    ],
    modules: [
      {
        title: 'Fase preanalítica',
        description: 'Donde ocurren la mayoría de los errores.',
        lessons: [
          {
            kind: 'video',
            title: 'Errores preanalíticos frecuentes',
            description: 'Identificación, hemólisis y transporte.',
            minutes: 10,
          },
          {
            kind: 'text',
            title: 'Rechazo de muestras',
            description: 'Criterios y registro.',
            minutes: 8,
            text: 'Define criterios de rechazo por escrito y regístralos: el porcentaje de muestras rechazadas es un indicador clave de la fase preanalítica.',
          },
          {
            kind: 'pdf',
            title: 'Indicadores recomendados',
            description: 'Una selección para empezar.',
            minutes: 12,
            paragraphs: [
              'Porcentaje de muestras hemolizadas, porcentaje de muestras mal identificadas y tiempo de respuesta de resultados críticos son un buen punto de partida.',
            ],
          },
          {
            kind: 'link',
            title: 'Recursos de calidad del laboratorio',
            description: 'Organización Panamericana de la Salud.',
            minutes: 10,
            url: 'https://www.paho.org/es',
          },
        ],
      },
    ],
  },
];

/** The demo student's progress: which courses they follow and how many lessons of each they finished. */
export const DEMO_STUDENT_PROGRESS = [
  { course: 'Seguridad del paciente: metas internacionales', completedLessons: 3 },
  { course: 'Higiene de manos y control de infecciones', completedLessons: 1 },
];
