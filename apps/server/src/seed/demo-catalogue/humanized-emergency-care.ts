import type { DemoCourse } from './types';

export const humanizedEmergencyCare: DemoCourse = {
  key: 'humanized-emergency-care',
  title: 'Atención humanizada en emergencias',
  shortDescription: 'Comunicación, trato digno y cuidado del equipo en los servicios de emergencia.',
  description: `En emergencias, la presión del tiempo y la gravedad de los casos hacen que la comunicación y el trato digno queden a menudo en segundo plano. Sin embargo, la experiencia del paciente y de su familia en las primeras horas marca su confianza en todo el sistema de salud.

Este curso ofrece herramientas concretas para humanizar la atención sin perder eficiencia: informar a los acompañantes durante la espera, comunicar malas noticias con el protocolo SPIKES, proteger la intimidad en espacios compartidos y cuidar la salud emocional del propio equipo. Dirigido a profesionales de enfermería, medicina, técnicos y personal de admisión de los servicios de emergencia.`,
  specialtyCode: 'ENF-03',
  difficultyCode: '01',
  languageCode: '01',
  coinCode: 'PEN',
  price: 0,
  published: true,
  createdDaysAgo: 21,
  thumbnail: { from: [225, 29, 72], to: [190, 24, 93], icon: 'heart' },
  modules: [
    {
      title: 'El trato digno en contextos críticos',
      description: 'La comunicación con el paciente y la familia cuando el tiempo apremia.',
      lessons: [
        {
          type: 'video',
          title: 'Humanizar la urgencia: más allá del triaje',
          description:
            'Qué recuerdan los pacientes de su paso por emergencias y qué pequeños gestos cambian su experiencia.',
          slides: [
            {
              heading: 'Lo que recuerdan los pacientes',
              points: [
                'Si alguien les explicó qué estaba pasando',
                'Cómo se les trató durante la espera',
                'Si se respetó su intimidad',
              ],
              narration:
                'Cuando los pacientes recuerdan su paso por emergencias, rara vez hablan de los protocolos. Recuerdan si alguien les explicó qué estaba pasando, cómo se les trató durante la espera y si se respetó su intimidad.',
            },
            {
              heading: 'Gestos que cambian la experiencia',
              points: [
                'Presentarse con el nombre y la función',
                'Explicar que se atiende por gravedad, no por llegada',
                'Informar aunque no haya novedades',
                'Cubrir al paciente en el examen y los traslados',
              ],
              narration:
                'Pequeños gestos cambian la experiencia: presentarse con el nombre y la función, explicar que se atiende por gravedad y no por orden de llegada, informar aunque no haya novedades y cubrir al paciente durante el examen y los traslados.',
            },
            {
              heading: 'Humanizar sin perder eficiencia',
              points: [
                'Cada gesto toma segundos',
                'Reduce la ansiedad del paciente y de su familia',
                'Y con ella, los reclamos y las interrupciones',
              ],
              narration:
                'Estos gestos toman segundos y no retrasan la atención. Al contrario: reducen la ansiedad de los pacientes y de sus familias, y con ella los reclamos y las interrupciones al equipo.',
            },
          ],
        },
        {
          type: 'text',
          title: 'Comunicación con el paciente y la familia en situaciones de crisis',
          description:
            'Frases, gestos y rutinas que reducen la ansiedad y evitan conflictos en la sala de espera.',
          minutes: 14,
          text: `## Presentarse siempre

«Buenas tardes, soy Rosa, la enfermera que la va a atender». Decir el nombre y la función tarda cinco segundos y cambia la relación: el paciente sabe a quién dirigirse y se siente tratado como persona.

## Informar aunque no haya novedades

La incertidumbre genera más angustia que una mala noticia. Acordar con la familia cada cuánto se le dará información, aunque sea para decir que el paciente sigue en evaluación, reduce los reclamos y las interrupciones al equipo.

## Lenguaje claro

- Evita siglas y términos técnicos: «le vamos a tomar una tomografía de la cabeza» en lugar de «pasa a TAC cerebral».
- Comprueba que se entendió: «¿me cuenta con sus palabras qué le vamos a hacer?».
- Una sola persona da la información médica, para evitar mensajes contradictorios.

## Intimidad y dignidad

- Usa biombos o cortinas durante el examen, incluso en pasillos habilitados.
- Cubre al paciente durante los traslados.
- No comentes el caso en voz alta delante de otros pacientes.

## Manejo del enojo

El enojo de un familiar suele expresar miedo. Escucha sin interrumpir, reconoce la emoción («entiendo que lleva horas esperando y está preocupado»), explica lo que sí puedes hacer y da un plazo concreto. Si hay riesgo para el equipo, activa el protocolo de seguridad del establecimiento.`,
        },
        {
          type: 'pdf',
          title: 'Protocolo de comunicación de malas noticias (SPIKES)',
          description:
            'Los seis pasos del protocolo SPIKES adaptados al servicio de emergencias, con frases de ejemplo.',
          minutes: 20,
          document: {
            title: 'Comunicación de malas noticias en emergencias',
            subtitle: 'El protocolo SPIKES adaptado a la práctica del servicio',
            sections: [
              {
                heading: 'Por qué un protocolo',
                paragraphs: [
                  'Comunicar una mala noticia es una de las tareas más difíciles de la práctica clínica y rara vez se enseña de forma estructurada. En emergencias se suma la falta de una relación previa con la familia y la presión del tiempo. El protocolo SPIKES, propuesto por Baile y Buckman, ordena la conversación en seis pasos que protegen a la familia y al profesional.',
                ],
              },
              {
                heading: 'S: preparar el entorno',
                paragraphs: [
                  'Busca un espacio privado, con sillas para todos. Siéntate, apaga o silencia el teléfono y, si es posible, acompáñate de otro miembro del equipo. Confirma que hablas con las personas correctas y pregunta quiénes son y qué relación tienen con el paciente.',
                ],
              },
              {
                heading: 'P: explorar qué sabe la familia',
                paragraphs: [
                  'Antes de informar, pregunta: «¿Qué les han dicho hasta ahora?» o «¿Qué saben de lo que le ocurrió?». La respuesta te permite ajustar el punto de partida y corregir ideas equivocadas.',
                ],
              },
              {
                heading: 'I: invitar a recibir la información',
                paragraphs: [
                  'Averigua cuánta información desean y en qué nivel de detalle: «¿Prefieren que les explique todo lo que sabemos o algo más general?». Algunas familias necesitan conocer los detalles; otras, solo lo esencial en un primer momento.',
                ],
              },
              {
                heading: 'K: comunicar el conocimiento',
                paragraphs: [
                  'Anuncia que viene una mala noticia con una frase de advertencia: «Lamentablemente, tengo malas noticias». Usa palabras sencillas, frases cortas y evita los eufemismos que confunden. Si el paciente falleció, di la palabra «falleció» o «murió». Haz pausas y deja espacio al silencio.',
                ],
              },
              {
                heading: 'E: responder a las emociones con empatía',
                paragraphs: [
                  'Identifica la emoción, nómbrala y valídala: «Veo que esto es muy duro para ustedes». No intentes llenar el silencio con información técnica. El llanto, la negación o el enojo son respuestas esperables y no deben interrumpirse.',
                ],
                bullets: [
                  'Ofrece agua, pañuelos y tiempo.',
                  'Pregunta si desean que se avise a alguien más.',
                  'Evita frases como «sé cómo se siente» o «fue lo mejor».',
                ],
              },
              {
                heading: 'S: resumir y acordar los siguientes pasos',
                paragraphs: [
                  'Resume lo conversado, responde las preguntas y explica lo que ocurrirá a continuación: trámites, posibilidad de ver al paciente, apoyo de servicio social o de salud mental. Deja claro a quién pueden dirigirse después.',
                ],
              },
              {
                heading: 'Después de la conversación',
                paragraphs: [
                  'Registra en la historia clínica quién dio la información, a quién, qué se dijo y cómo reaccionó la familia. Tómate unos minutos antes de volver al siguiente paciente: cuidar al profesional también es parte de la atención humanizada.',
                ],
              },
            ],
          },
        },
      ],
    },
    {
      title: 'Organización centrada en la persona',
      description: 'Procesos del servicio que protegen la dignidad del paciente y la salud del equipo.',
      lessons: [
        {
          type: 'text',
          title: 'Triaje, tiempos de espera e información a los acompañantes',
          description: 'Cómo explicar la prioridad de atención y organizar la información durante la espera.',
          minutes: 12,
          text: `## Explicar el triaje

Muchos conflictos nacen de una idea equivocada: que se atiende por orden de llegada. Explica al ingreso que la prioridad depende de la gravedad y que la clasificación se revisa si el estado del paciente cambia.

## Prioridades habituales

- Prioridad I: riesgo vital inmediato, atención sin demora.
- Prioridad II: urgencia con riesgo de deterioro, atención en minutos.
- Prioridad III: urgencia sin riesgo inmediato, atención en un plazo mayor.
- Prioridad IV: consulta sin urgencia, que puede derivarse a consulta externa o atención primaria.

## Durante la espera

1. Informa el tiempo aproximado y actualízalo.
2. Indica a quién avisar si los síntomas empeoran.
3. Reevalúa periódicamente a quienes esperan, sobre todo a niños, adultos mayores y gestantes.

## El acompañante como aliado

El acompañante conoce la medicación habitual, las alergias y los antecedentes del paciente. Integrarlo en la atención, con el consentimiento del paciente, mejora la seguridad y reduce la ansiedad de ambos.`,
        },
        {
          type: 'link',
          title: 'Atención de urgencias y cuidados críticos: OMS',
          description:
            'Página temática de la Organización Mundial de la Salud sobre los sistemas de atención de urgencias.',
          minutes: 8,
          url: 'https://www.who.int/health-topics/emergency-care',
        },
        {
          type: 'video',
          title: 'Autocuidado del equipo de emergencias y prevención del desgaste',
          description:
            'Señales de alarma del síndrome de desgaste profesional y estrategias de apoyo entre pares.',
          slides: [
            {
              heading: 'El síndrome de desgaste profesional',
              points: [
                'Agotamiento emocional',
                'Distanciamiento y frialdad hacia los pacientes',
                'Sensación de baja realización profesional',
              ],
              narration:
                'El síndrome de desgaste profesional tiene tres dimensiones: el agotamiento emocional, el distanciamiento o la frialdad hacia los pacientes, y la sensación de que el propio trabajo ya no logra nada.',
            },
            {
              heading: 'Señales de alarma',
              points: [
                'Cansancio que no mejora con el descanso',
                'Irritabilidad y conflictos en el equipo',
                'Insomnio, más ausencias o más errores',
                'Dejar de disfrutar lo que antes motivaba',
              ],
              narration:
                'Presta atención a las señales de alarma, en ti y en tus compañeros: cansancio que no mejora con el descanso, irritabilidad, insomnio, más ausencias o más errores, y dejar de disfrutar lo que antes motivaba.',
            },
            {
              heading: 'Apoyo entre pares',
              points: [
                'Una conversación breve del equipo tras un caso difícil',
                'Preguntar «¿cómo estás?» y escuchar de verdad',
                'Pausas reales durante el turno',
                'Saber a quién derivar cuando hace falta ayuda',
              ],
              narration:
                'El apoyo entre pares protege al equipo: una conversación breve después de un caso difícil, preguntar a un compañero cómo está y escucharlo de verdad, respetar las pausas y saber a quién derivar cuando hace falta ayuda profesional.',
            },
          ],
        },
      ],
    },
  ],
};
