import type { DemoCourse } from './types';

export const hospitalPharmacovigilance: DemoCourse = {
  key: 'hospital-pharmacovigilance',
  title: 'Farmacovigilancia hospitalaria',
  shortDescription: 'Detecta, notifica y evalúa reacciones adversas a medicamentos en el hospital.',
  description: `Ningún medicamento está libre de riesgos, y muchos de ellos solo se conocen cuando el fármaco se usa en miles de pacientes reales. La farmacovigilancia hospitalaria convierte cada sospecha de reacción adversa en información útil para el paciente, para el establecimiento y para la autoridad reguladora.

En este curso aprenderás a diferenciar una reacción adversa de un error de medicación, a completar una notificación de calidad, a evaluar la causalidad con el algoritmo de Naranjo y a conciliar la medicación en las transiciones asistenciales. Dirigido a químicos farmacéuticos, médicos y profesionales de enfermería de servicios de hospitalización.`,
  specialtyCode: 'FAR-03',
  difficultyCode: '02',
  languageCode: '01',
  coinCode: 'USD',
  price: 49.9,
  published: true,
  createdDaysAgo: 33,
  thumbnail: { from: [234, 88, 12], to: [219, 39, 119], icon: 'pill' },
  modules: [
    {
      title: 'Bases de la farmacovigilancia',
      description: 'Conceptos y actores del sistema de farmacovigilancia y el papel del hospital.',
      lessons: [
        {
          type: 'video',
          title: 'Introducción a la farmacovigilancia en el hospital',
          description:
            'Por qué los ensayos clínicos no bastan y cómo el hospital contribuye a conocer el perfil de seguridad de los medicamentos.',
          slides: [
            {
              heading: 'Por qué los ensayos clínicos no bastan',
              points: [
                'Pocos pacientes, durante poco tiempo',
                'A menudo sin niños, gestantes ni adultos mayores con varias enfermedades',
                'Las reacciones raras aparecen con el uso en miles de pacientes',
              ],
              narration:
                'Antes de su aprobación, un medicamento se estudia en pocos miles de pacientes, durante poco tiempo, y a menudo sin niños, gestantes ni adultos mayores con varias enfermedades. Las reacciones adversas raras solo aparecen cuando lo usan muchas más personas.',
            },
            {
              heading: 'Qué es la farmacovigilancia',
              points: [
                'Detectar, evaluar, comprender y prevenir los efectos adversos',
                'Una sospecha basta para notificar',
                'Las notificaciones llegan al sistema nacional',
              ],
              narration:
                'La farmacovigilancia es la ciencia y las actividades dedicadas a detectar, evaluar, comprender y prevenir los efectos adversos de los medicamentos. No hace falta tener certeza: una sospecha basta para notificar.',
            },
            {
              heading: 'El papel del hospital',
              points: [
                'Pacientes más graves y con más medicamentos',
                'Comité de farmacovigilancia y servicio de farmacia',
                'Búsqueda activa de casos en las historias clínicas',
              ],
              narration:
                'El hospital atiende a los pacientes más graves y con más medicamentos, en quienes las reacciones son más frecuentes. Su comité de farmacovigilancia recibe las notificaciones, busca casos en las historias clínicas y los envía al centro nacional.',
            },
          ],
        },
        {
          type: 'text',
          title: 'Reacción adversa, error de medicación y falla terapéutica',
          description: 'Definiciones operativas y ejemplos para clasificar correctamente cada sospecha.',
          minutes: 12,
          text: `## Tres situaciones que se confunden

- Reacción adversa a medicamento (RAM): respuesta nociva y no intencionada que ocurre con las dosis habituales. Ejemplo: exantema tras iniciar amoxicilina en un paciente sin alergias conocidas.
- Error de medicación: cualquier incidente prevenible que puede causar daño o llevar a un uso inapropiado del medicamento mientras está bajo control del personal de salud o del paciente. Ejemplo: administrar 10 veces la dosis de insulina por confundir la abreviatura «U» con un cero.
- Falla terapéutica: el medicamento no produce el efecto esperado pese a usarse correctamente. Puede deberse a problemas de calidad, interacciones o resistencia.

## Gravedad

Una reacción es grave cuando causa la muerte, pone en riesgo la vida, requiere hospitalización o la prolonga, produce discapacidad o una anomalía congénita, o es médicamente importante a juicio del profesional. Las reacciones graves se notifican en el plazo más corto que fije la autoridad reguladora de tu país.

## Por qué importa clasificar bien

Las reacciones adversas alimentan el conocimiento sobre la seguridad del medicamento. Los errores de medicación revelan fallas del proceso de uso que el hospital debe corregir. Ambos se notifican, pero siguen circuitos distintos: el primero hacia el sistema nacional de farmacovigilancia, el segundo hacia el sistema de gestión de incidentes del establecimiento.`,
        },
        {
          type: 'link',
          title: 'Programa de farmacovigilancia de la OMS',
          description:
            'Página de la Organización Mundial de la Salud sobre la regulación y la vigilancia de la seguridad de los medicamentos.',
          minutes: 10,
          url: 'https://www.who.int/teams/regulation-prequalification/regulation-and-safety/pharmacovigilance',
        },
      ],
    },
    {
      title: 'Detección, notificación y evaluación',
      description: 'Del hallazgo en la cama del paciente a una notificación completa y evaluada.',
      lessons: [
        {
          type: 'pdf',
          title: 'Notificación de sospechas de reacciones adversas: paso a paso',
          description: 'Qué datos son imprescindibles, cómo describir el caso y cómo hacer el seguimiento.',
          minutes: 20,
          document: {
            title: 'Notificación de sospechas de reacciones adversas',
            subtitle: 'Guía paso a paso para profesionales de hospitalización',
            sections: [
              {
                heading: 'Quién notifica y cuándo',
                paragraphs: [
                  'Cualquier profesional de la salud que sospeche una reacción adversa debe notificarla; no hace falta tener certeza de la relación causal. La sospecha es suficiente. Las reacciones graves o inesperadas se notifican de inmediato, y las demás dentro del plazo que establezca la autoridad reguladora.',
                  'En el hospital, el comité de farmacovigilancia o el servicio de farmacia recibe las notificaciones, las completa, evalúa la causalidad y las remite al centro nacional o regional.',
                ],
              },
              {
                heading: 'Los cuatro datos mínimos',
                paragraphs: [
                  'Una notificación sin estos cuatro datos no puede evaluarse. Todo lo demás mejora la calidad del caso, pero estos son indispensables.',
                ],
                bullets: [
                  'Un paciente identificable: iniciales, edad o fecha de nacimiento y sexo.',
                  'Un notificador identificable, para poder pedir más información.',
                  'Al menos un medicamento sospechoso, con nombre, dosis, vía y fechas de inicio y fin.',
                  'Al menos una reacción adversa, descrita con fecha de inicio y evolución.',
                ],
              },
              {
                heading: 'Cómo describir el caso',
                paragraphs: [
                  'Describe la secuencia temporal: cuándo se inició el medicamento, cuándo aparecieron los síntomas, qué se hizo y qué pasó después. Indica si el medicamento se suspendió y si la reacción mejoró al retirarlo, y si se volvió a administrar y la reacción reapareció. Registra los medicamentos concomitantes, las enfermedades de base y los resultados de laboratorio relevantes.',
                  'Evita diagnósticos vagos como «reacción alérgica». Prefiere la descripción clínica: «exantema maculopapular pruriginoso en tronco y extremidades, sin compromiso de mucosas, a las 48 horas del inicio».',
                ],
              },
              {
                heading: 'Búsqueda activa en el hospital',
                paragraphs: [
                  'La notificación espontánea detecta una pequeña fracción de las reacciones. El hospital puede complementarla con señales de alerta que orienten la búsqueda activa en las historias clínicas.',
                ],
                bullets: [
                  'Prescripción de antídotos o de tratamientos de rescate, como naloxona, flumazenilo o vitamina K.',
                  'Suspensión brusca de un medicamento sin causa documentada.',
                  'Valores de laboratorio fuera de rango relacionados con fármacos: potasio, INR o creatinina.',
                  'Prescripción de antihistamínicos o corticoides para tratar un exantema de reciente aparición.',
                ],
              },
              {
                heading: 'Seguimiento y retroalimentación',
                paragraphs: [
                  'Registra la evolución hasta la resolución o la secuela. Informa al paciente y anota la reacción en la sección de alergias e intolerancias de la historia clínica, para que no vuelva a recibir el medicamento sin una evaluación. Devuelve al notificador la evaluación del caso: saber que su notificación sirvió es el mejor incentivo para que vuelva a notificar.',
                ],
              },
            ],
          },
        },
        {
          type: 'text',
          title: 'Evaluación de causalidad con el algoritmo de Naranjo',
          description: 'Las diez preguntas del algoritmo, cómo puntuarlas y cómo interpretar el resultado.',
          minutes: 15,
          text: `## Para qué sirve

El algoritmo de Naranjo estima la probabilidad de que un medicamento haya causado una reacción adversa. Es sencillo, reproducible y ampliamente usado en los hospitales.

## Las preguntas

1. ¿Existen notificaciones previas concluyentes sobre esta reacción? (sí +1, no 0, no se sabe 0)
2. ¿La reacción apareció después de administrar el medicamento sospechoso? (sí +2, no -1)
3. ¿Mejoró al suspender el medicamento o al administrar un antagonista específico? (sí +1)
4. ¿Reapareció al readministrar el medicamento? (sí +2, no -1)
5. ¿Existen causas alternativas que puedan explicar la reacción? (sí -1, no +2)
6. ¿Reapareció al administrar un placebo? (sí -1, no +1)
7. ¿Se detectó el fármaco en sangre u otros fluidos en concentraciones tóxicas? (sí +1)
8. ¿La reacción fue más intensa al aumentar la dosis o menos intensa al reducirla? (sí +1)
9. ¿El paciente tuvo una reacción similar con el mismo fármaco o uno parecido? (sí +1)
10. ¿Se confirmó el evento con alguna evidencia objetiva? (sí +1)

## Interpretación

- 9 o más puntos: definida.
- 5 a 8 puntos: probable.
- 1 a 4 puntos: posible.
- 0 o menos: dudosa.

## Ejemplo

Paciente que presenta hipopotasemia tras iniciar furosemida, que mejora al suspenderla, sin otra causa aparente y con potasio sérico bajo documentado. No se readministró el fármaco. Puntaje: reacción conocida (+1), secuencia temporal compatible (+2), mejoría al suspender (+1), sin causas alternativas (+2) y evidencia objetiva (+1) = 7 puntos, relación probable.`,
        },
      ],
    },
    {
      title: 'Medicación segura',
      description: 'Prevención de errores en las transiciones asistenciales.',
      lessons: [
        {
          type: 'link',
          title: 'Medicación sin daño: reto mundial por la seguridad del paciente',
          description:
            'Iniciativa de la OMS para reducir el daño grave y evitable relacionado con los medicamentos.',
          minutes: 10,
          url: 'https://www.who.int/initiatives/medication-without-harm',
        },
        {
          type: 'video',
          title: 'Conciliación de la medicación al ingreso y al alta',
          description:
            'Cómo obtener la mejor historia farmacoterapéutica posible y resolver discrepancias con el prescriptor.',
          slides: [
            {
              heading: 'Qué es conciliar la medicación',
              points: [
                'Comparar lo que el paciente tomaba con lo que se prescribe',
                'En cada transición: ingreso, traslado y alta',
                'Detectar y resolver las discrepancias',
              ],
              narration:
                'Conciliar la medicación es comparar lo que el paciente tomaba antes de llegar con lo que se le prescribe en cada transición: al ingreso, en un traslado y al alta. El objetivo es detectar las discrepancias y resolverlas con el prescriptor.',
            },
            {
              heading: 'La historia farmacoterapéutica',
              points: [
                'Entrevista al paciente y a su familia',
                'Pide los envases y las recetas',
                'Pregunta por productos sin receta y plantas medicinales',
                'Contrasta la lista con al menos otra fuente',
              ],
              narration:
                'Empieza por la mejor historia farmacoterapéutica posible: entrevista al paciente y a su familia, pide los envases y las recetas, pregunta por medicamentos sin receta y plantas medicinales, y contrasta la lista con al menos otra fuente, como la historia clínica.',
            },
            {
              heading: 'Resolver las discrepancias',
              points: [
                'Intencionada y documentada: no es un error',
                'No justificada: omisión, dosis o vía distinta',
                'Se comunica al prescriptor y se registra la decisión',
                'Al alta: una lista actualizada para el paciente',
              ],
              narration:
                'Una discrepancia intencionada y documentada no es un error. Las no justificadas, como una omisión o una dosis distinta, se comunican al prescriptor, y la decisión queda registrada. Al alta, el paciente recibe una lista de medicamentos actualizada y explicada.',
            },
          ],
        },
      ],
    },
  ],
};
