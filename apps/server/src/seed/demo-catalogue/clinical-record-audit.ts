import type { DemoCourse } from './types';

export const clinicalRecordAudit: DemoCourse = {
  key: 'clinical-record-audit',
  title: 'Auditoría de historias clínicas',
  shortDescription:
    'Evalúa la calidad del registro clínico con un instrumento estructurado y convierte los hallazgos en mejoras.',
  description: `La historia clínica es el documento médico-legal que refleja la atención recibida por el paciente y la principal fuente para evaluar su calidad. Este curso te prepara para planificar y ejecutar auditorías de la calidad del registro: seleccionar la muestra, aplicar un instrumento de evaluación, calcular el puntaje, clasificar los resultados y redactar un informe con recomendaciones.

Está pensado para médicos auditores, miembros de comités de auditoría, jefaturas de servicio y profesionales de gestión de la calidad. Trabajarás con un instrumento comentado que cubre la filiación, la anamnesis, el examen clínico, los diagnósticos, el plan de trabajo, el tratamiento, las notas de evolución y la epicrisis.`,
  specialtyCode: 'CAL-02',
  difficultyCode: '02',
  languageCode: '01',
  coinCode: 'PEN',
  price: 120,
  published: true,
  createdDaysAgo: 48,
  thumbnail: { from: [67, 56, 202], to: [124, 58, 237], icon: 'document' },
  modules: [
    {
      title: 'Marco de la auditoría de la calidad del registro',
      description:
        'Propósito, tipos de auditoría y el instrumento con el que se evalúa cada historia clínica.',
      lessons: [
        {
          type: 'video',
          title: '¿Qué es y para qué sirve la auditoría de historias clínicas?',
          description:
            'La auditoría como herramienta de mejora, no de sanción, y su lugar en el sistema de gestión de la calidad.',
          slides: [
            {
              heading: 'Qué es la auditoría del registro',
              points: [
                'Revisión sistemática del registro, con un instrumento conocido por todos',
                'La historia clínica es un documento médico-legal',
                'Para la auditoría, lo que no se registró no se hizo',
              ],
              narration:
                'La auditoría de historias clínicas es la revisión sistemática del registro de la atención, con un instrumento conocido por todos. La historia clínica es un documento médico legal: para efectos de la auditoría, lo que no se registró no se hizo.',
            },
            {
              heading: 'Para mejorar, no para sancionar',
              points: [
                'Busca fallas del proceso, no culpables',
                'Cada hallazgo termina en una recomendación concreta',
                'Confidencialidad y objetividad',
              ],
              narration:
                'Su propósito es mejorar, no sancionar. El auditor busca fallas en el proceso de registro, cada hallazgo termina en una recomendación concreta, y los datos del paciente y del profesional auditado no salen del comité.',
            },
            {
              heading: 'Su lugar en la gestión de la calidad',
              points: [
                'Es la fase de verificación del ciclo de mejora continua',
                'Mide la calidad del registro y de la atención',
                'Permite comparar servicios y periodos',
              ],
              narration:
                'Dentro del sistema de gestión de la calidad, la auditoría es la fase de verificación del ciclo de mejora continua: mide cómo se registra y cómo se atiende, permite comparar servicios y periodos, y orienta las acciones de mejora.',
            },
          ],
        },
        {
          type: 'text',
          title: 'Tipos de auditoría: interna, externa, concurrente y retrospectiva',
          description: 'Cómo elegir el tipo de auditoría según la pregunta que se quiere responder.',
          minutes: 14,
          text: `## Según quién audita

- Auditoría interna: la realiza el comité de auditoría del propio establecimiento. Permite un seguimiento continuo y conoce el contexto de los servicios.
- Auditoría externa: la realiza un equipo ajeno, por ejemplo la aseguradora o la autoridad sanitaria. Aporta independencia y comparabilidad.

## Según el momento

- Auditoría concurrente: se revisa la historia mientras el paciente está hospitalizado. Permite corregir omisiones a tiempo, como un consentimiento informado que falta antes de un procedimiento.
- Auditoría retrospectiva: se revisan historias de pacientes dados de alta. Es la más usada para medir la calidad del registro en un periodo.

## Según el alcance

- Auditoría de la calidad del registro: evalúa si la historia está completa, es legible, coherente y oportuna.
- Auditoría de la calidad de la atención: evalúa si las decisiones clínicas fueron pertinentes según la evidencia y las guías vigentes.
- Auditoría de caso: se activa ante una queja, un evento adverso o una muerte inesperada.

## Principios que no se negocian

1. Confidencialidad: los datos del paciente y del profesional auditado no salen del comité.
2. Objetividad: se evalúa lo registrado, con un instrumento conocido por todos.
3. Enfoque de mejora: cada hallazgo debe terminar en una recomendación concreta.`,
        },
        {
          type: 'pdf',
          title: 'Instrumento de evaluación de la calidad del registro',
          description:
            'Instrumento comentado por secciones, con criterios de cumplimiento y ejemplos de hallazgos.',
          minutes: 25,
          document: {
            title: 'Instrumento de evaluación de la calidad del registro',
            subtitle: 'Historia clínica de hospitalización: criterios y ejemplos comentados',
            sections: [
              {
                heading: 'Cómo se aplica',
                paragraphs: [
                  'Cada ítem se califica como cumple, cumple parcialmente o no cumple, con un puntaje asignado de antemano. Un ítem que no corresponde al caso, por ejemplo el consentimiento quirúrgico en un paciente que no fue operado, se marca como «no aplica» y se descuenta del puntaje máximo. El puntaje final es el porcentaje obtenido sobre el máximo aplicable.',
                  'El auditor evalúa únicamente lo que está escrito. Lo que no se registró, para efectos de la auditoría, no se hizo.',
                ],
              },
              {
                heading: 'Sección 1. Filiación y datos generales',
                paragraphs: [
                  'Comprueba que cada hoja lleve nombre completo, número de historia clínica y fecha. Revisa los datos del acompañante o responsable y la fecha y hora de ingreso.',
                ],
                bullets: [
                  'Hallazgo frecuente: hojas de evolución sin número de historia clínica.',
                  'Hallazgo frecuente: hora de ingreso distinta en la hoja de emergencia y en la de hospitalización.',
                ],
              },
              {
                heading: 'Sección 2. Anamnesis y examen clínico',
                paragraphs: [
                  'La enfermedad actual debe describir el tiempo de enfermedad, la forma de inicio, el curso y los síntomas principales. Los antecedentes incluyen alergias, medicación habitual y comorbilidades. El examen clínico registra funciones vitales y un examen por sistemas coherente con el motivo de consulta.',
                ],
              },
              {
                heading: 'Sección 3. Diagnósticos y plan de trabajo',
                paragraphs: [
                  'Los diagnósticos deben ser presuntivos o definitivos, estar ordenados por importancia y codificarse con la Clasificación Internacional de Enfermedades. El plan de trabajo debe guardar relación con los diagnósticos: cada examen solicitado responde a una pregunta clínica.',
                ],
              },
              {
                heading: 'Sección 4. Tratamiento e indicaciones',
                paragraphs: [
                  'Cada indicación terapéutica incluye nombre genérico, dosis, vía, frecuencia y duración, con fecha, hora, firma y sello de quien indica. Las modificaciones se registran con el motivo del cambio.',
                ],
                bullets: [
                  'Hallazgo frecuente: abreviaturas no autorizadas, como «U» en lugar de «unidades».',
                  'Hallazgo frecuente: indicaciones «a necesidad» sin criterio de administración.',
                ],
              },
              {
                heading: 'Sección 5. Notas de evolución, interconsultas y epicrisis',
                paragraphs: [
                  'Las notas de evolución se escriben al menos una vez al día, con un formato que permita seguir el razonamiento clínico: subjetivo, objetivo, análisis y plan. Las interconsultas registran la pregunta, la respuesta y la fecha de ambas. La epicrisis resume la estancia, los diagnósticos de egreso, los procedimientos realizados y las indicaciones al alta.',
                ],
              },
              {
                heading: 'Sección 6. Formatos especiales',
                paragraphs: [
                  'Revisa el consentimiento informado antes de procedimientos invasivos, la hoja de anestesia y el reporte operatorio cuando corresponda, las hojas de enfermería y el registro de la administración de medicamentos.',
                ],
              },
              {
                heading: 'Clasificación del resultado',
                paragraphs: [
                  'Un esquema de calificación frecuente es el siguiente: satisfactorio, de 90 a 100 %; por mejorar, de 75 a 89 %; y deficiente, por debajo de 75 %. Adapta los cortes a la norma vigente en tu país y mantenlos fijos durante el año para poder comparar los periodos.',
                ],
              },
            ],
          },
        },
      ],
    },
    {
      title: 'Ejecución e informe',
      description: 'Del muestreo al informe final: cálculo de resultados, codificación y plan de mejora.',
      lessons: [
        {
          type: 'text',
          title: 'Muestreo de historias clínicas y cálculo del puntaje',
          description: 'Cómo elegir cuántas historias revisar y cómo consolidar los resultados por servicio.',
          minutes: 15,
          text: `## Definir el universo

El universo son las historias clínicas de los pacientes egresados del servicio en el periodo evaluado, por ejemplo el último trimestre. Excluye las historias que estén en trámite legal o que no se encuentren en el archivo, y registra cuántas fueron.

## Tamaño de la muestra

Para una auditoría de rutina, un muestreo aleatorio sistemático suele ser suficiente:

1. Ordena los egresos por fecha.
2. Calcula el intervalo: universo dividido entre el tamaño de muestra deseado.
3. Elige al azar el primer número dentro del intervalo y toma una historia cada intervalo.

Ejemplo: 400 egresos y una muestra de 40 historias dan un intervalo de 10. Si el número de inicio es 7, revisarás las historias 7, 17, 27 y así sucesivamente.

## Cálculo del puntaje

Para cada historia: puntaje obtenido dividido entre el puntaje máximo aplicable, multiplicado por 100. Para el servicio: promedio de los puntajes de sus historias, acompañado de la proporción de historias en cada categoría (satisfactorio, por mejorar, deficiente).

## Más allá del promedio

Un promedio aceptable puede esconder una sección crítica. Presenta también el cumplimiento por ítem: si solo el 40 % de las historias registra alergias, esa es la prioridad, aunque el puntaje global sea bueno.`,
        },
        {
          type: 'link',
          title: 'Clasificación Internacional de Enfermedades (CIE) de la OMS',
          description:
            'Referencia oficial de la clasificación que se usa para codificar los diagnósticos de egreso.',
          minutes: 10,
          url: 'https://www.who.int/standards/classifications/classification-of-diseases',
        },
        {
          type: 'video',
          title: 'Redacción del informe de auditoría y plan de mejora',
          description:
            'Estructura del informe, presentación de resultados al servicio y seguimiento de las recomendaciones.',
          slides: [
            {
              heading: 'Estructura del informe',
              points: [
                'Objetivo, alcance, periodo y muestra',
                'Metodología e instrumento aplicado',
                'Resultados por servicio, por sección y por ítem',
                'Conclusiones y recomendaciones',
              ],
              narration:
                'Un informe de auditoría claro tiene siempre la misma estructura: objetivo y alcance, periodo y tamaño de la muestra, metodología e instrumento, resultados por servicio, por sección y por ítem, y al final las conclusiones y las recomendaciones.',
            },
            {
              heading: 'Presentar los resultados al servicio',
              points: [
                'Primero al equipo auditado, en una reunión',
                'Hallazgos con datos y sin nombres',
                'Empieza por lo que el servicio hace bien',
                'Prioriza los ítems con menor cumplimiento',
              ],
              narration:
                'Presenta los resultados primero al equipo auditado, en una reunión y no solo por escrito. Muestra los hallazgos con datos y sin nombres, empieza por lo que el servicio hace bien y prioriza los ítems con menor cumplimiento.',
            },
            {
              heading: 'Plan de mejora y seguimiento',
              points: [
                'Cada recomendación con responsable, plazo e indicador',
                'La siguiente auditoría comprueba el cambio',
              ],
              narration:
                'Cada recomendación se convierte en una acción con un responsable, un plazo y un indicador. La siguiente auditoría comprueba si el cambio ocurrió: sin seguimiento, el informe se queda en el papel.',
            },
          ],
        },
      ],
    },
  ],
};
