import type { DemoCourse } from './types';

/** The instructor's work in progress: a draft, so students never see it. */
export const laboratoryQualityControl: DemoCourse = {
  key: 'laboratory-quality-control',
  title: 'Control de calidad en el laboratorio clínico',
  shortDescription:
    'Diseña el control de calidad interno y participa con éxito en la evaluación externa del desempeño.',
  description: `Un resultado de laboratorio equivocado puede llevar a un diagnóstico erróneo o a un tratamiento innecesario. Este curso revisa las herramientas del control de calidad analítico: materiales de control, gráficos de Levey-Jennings, reglas de Westgard y programas de evaluación externa del desempeño.

Dirigido a tecnólogos médicos, biólogos y responsables de calidad de laboratorios clínicos que necesitan diseñar o revisar su plan de control de calidad interno.`,
  specialtyCode: 'LAB-04',
  difficultyCode: '02',
  languageCode: '01',
  coinCode: 'PEN',
  price: 90,
  published: false,
  createdDaysAgo: 3,
  thumbnail: { from: [2, 132, 199], to: [8, 145, 178], icon: 'flask' },
  modules: [
    {
      title: 'Control de calidad interno',
      description: 'Materiales de control, gráficos y reglas para aceptar o rechazar una corrida analítica.',
      lessons: [
        {
          type: 'video',
          title: 'Fundamentos del control de calidad analítico',
          description: 'Error aleatorio, error sistemático y cómo el control de calidad los detecta.',
          slides: [
            {
              heading: 'Dos tipos de error analítico',
              points: [
                'Error aleatorio: imprecisión, resultados dispersos',
                'Error sistemático: sesgo, resultados desplazados en un sentido',
                'Juntos forman el error total del resultado',
              ],
              narration:
                'Todo método analítico tiene dos tipos de error. El error aleatorio dispersa los resultados alrededor del valor verdadero: es la imprecisión. El error sistemático los desplaza siempre en el mismo sentido: es el sesgo. Juntos forman el error total.',
            },
            {
              heading: 'Cómo lo detecta el control de calidad',
              points: [
                'Materiales de control de concentración conocida',
                'Al menos dos niveles en cada corrida',
                'Gráfico de Levey-Jennings: media y desviaciones estándar',
              ],
              narration:
                'El control de calidad interno procesa materiales de concentración conocida, al menos dos niveles en cada corrida, y grafica sus valores en un gráfico de control, frente a la media y las desviaciones estándar del propio laboratorio.',
            },
            {
              heading: 'Reglas de Westgard',
              points: [
                '1-3s y R-4s: sugieren error aleatorio',
                '2-2s, 4-1s y 10x: sugieren error sistemático',
                'Ante un rechazo, no se informan los resultados',
              ],
              narration:
                'Las reglas de Westgard indican cuándo rechazar la corrida. Un control más allá de tres desviaciones estándar sugiere error aleatorio; varios controles seguidos del mismo lado de la media, error sistemático. Ante un rechazo, no se informan los resultados de los pacientes.',
            },
          ],
        },
        {
          type: 'text',
          title: 'Reglas de Westgard e interpretación de gráficos de Levey-Jennings',
          description: 'Qué significa cada regla y qué hacer cuando un control se sale de los límites.',
          minutes: 15,
          text: `## El gráfico de Levey-Jennings

Cada valor del material de control se grafica frente a su media y sus desviaciones estándar (DE), calculadas con al menos 20 mediciones en condiciones estables.

## Reglas principales

- 1-2s: un control supera la media ± 2 DE. Es una advertencia: obliga a revisar las demás reglas, no a rechazar.
- 1-3s: un control supera ± 3 DE. Se rechaza la corrida; sugiere error aleatorio.
- 2-2s: dos controles consecutivos superan 2 DE del mismo lado. Se rechaza; sugiere error sistemático.
- R-4s: la diferencia entre dos controles de la misma corrida supera 4 DE. Se rechaza; error aleatorio.
- 4-1s: cuatro controles consecutivos superan 1 DE del mismo lado. Error sistemático.
- 10x: diez controles consecutivos del mismo lado de la media. Error sistemático.

## Ante un rechazo

1. No informes los resultados de pacientes de esa corrida.
2. Investiga la causa: reactivo, calibración, equipo, material de control.
3. Corrige, repite los controles y documenta la acción.`,
        },
        {
          type: 'pdf',
          title: 'Plan de control de calidad interno: plantilla comentada',
          description: 'Estructura mínima del plan, con ejemplos para un analito de química clínica.',
          minutes: 20,
          document: {
            title: 'Plan de control de calidad interno',
            subtitle: 'Plantilla comentada para un laboratorio de química clínica',
            sections: [
              {
                heading: 'Objetivo y alcance',
                paragraphs: [
                  'El plan define cómo el laboratorio verifica, en cada corrida analítica, que sus resultados son suficientemente exactos y precisos para el uso clínico. Debe indicar los analitos incluidos, los equipos y los turnos en los que se aplica.',
                ],
              },
              {
                heading: 'Requisitos de calidad',
                paragraphs: [
                  'Para cada analito se fija un error total admisible a partir de fuentes reconocidas, como las especificaciones basadas en la variación biológica. Ese requisito, junto con el sesgo y la imprecisión del método, permite calcular la métrica sigma y elegir las reglas de control más adecuadas.',
                ],
                bullets: [
                  'Sigma mayor o igual a 6: basta una regla sencilla, como 1-3s, con dos niveles de control.',
                  'Sigma entre 4 y 6: reglas múltiples, como 1-3s, 2-2s y R-4s.',
                  'Sigma menor de 4: reglas múltiples, más niveles o más frecuencia, y un plan para mejorar el método.',
                ],
              },
              {
                heading: 'Materiales de control y frecuencia',
                paragraphs: [
                  'Usa al menos dos niveles de control, con concentraciones cercanas a los límites de decisión clínica. Procesa los controles al inicio de cada turno, después de cada calibración, tras el mantenimiento del equipo y al cambiar de lote de reactivo.',
                ],
              },
              {
                heading: 'Responsabilidades',
                paragraphs: [
                  'El plan asigna por escrito quién procesa los controles, quién decide aceptar o rechazar la corrida y quién revisa las tendencias. En turnos con una sola persona, esa persona debe estar capacitada para aplicar las reglas y tener claro a quién consultar antes de liberar resultados dudosos.',
                ],
                bullets: [
                  'Personal del turno: procesa los controles, aplica las reglas y registra las acciones.',
                  'Responsable del área: revisa los registros cada semana y firma la liberación de los cambios de lote.',
                  'Responsable de calidad: analiza las tendencias mensuales, actualiza el plan y lo presenta a la dirección.',
                ],
              },
              {
                heading: 'Acciones ante un control fuera de límites',
                paragraphs: [
                  'El plan describe el camino a seguir cuando se viola una regla de rechazo: detener la liberación de resultados, revisar el material de control y el reactivo, recalibrar si corresponde, repetir los controles y, si el problema persiste, solicitar el servicio técnico. Cuando el error pudo afectar resultados ya informados, el responsable del área evalúa qué muestras deben repetirse y comunica las correcciones al médico tratante.',
                  'Repetir el control una y otra vez hasta que «entre» no es una acción correctiva: oculta el problema y retrasa su solución.',
                ],
              },
              {
                heading: 'Indicadores del plan',
                paragraphs: [
                  'Tres indicadores sencillos permiten saber si el plan funciona y presentarlo en la revisión por la dirección.',
                ],
                bullets: [
                  'Porcentaje de corridas rechazadas por analito y por mes.',
                  'Porcentaje de rechazos con causa identificada y acción documentada.',
                  'Resultados aceptables en la evaluación externa del desempeño sobre el total de resultados enviados.',
                ],
              },
              {
                heading: 'Registro y revisión',
                paragraphs: [
                  'Registra cada valor de control, las reglas violadas, las acciones tomadas y quién liberó la corrida. El responsable de calidad revisa los gráficos cada mes para detectar tendencias y recalcula la media y la desviación estándar al cambiar de lote de control.',
                ],
              },
            ],
          },
        },
      ],
    },
    {
      title: 'Evaluación externa del desempeño',
      description:
        'Comparar los resultados propios con los de otros laboratorios y actuar sobre las diferencias.',
      lessons: [
        {
          type: 'text',
          title: 'Programas de evaluación externa del desempeño',
          description: 'Cómo funcionan, cómo leer el informe y qué hacer ante un resultado no aceptable.',
          minutes: 12,
          text: `## Cómo funcionan

Un proveedor envía muestras de concentración desconocida a varios laboratorios. Cada laboratorio las procesa como si fueran muestras de pacientes y devuelve los resultados. El proveedor compara cada resultado con el valor asignado y emite un informe.

## Leer el informe

El índice de desviación estándar (IDS o z) indica cuántas desviaciones estándar se aleja el resultado del valor asignado. En general, un valor absoluto de hasta 2 es aceptable, entre 2 y 3 es una advertencia y más de 3 es inaceptable.

## Ante un resultado no aceptable

1. Descarta errores administrativos: transcripción, unidades, identificación de la muestra.
2. Revisa el control interno de la fecha en que se procesó la muestra.
3. Analiza calibración, reactivos y mantenimiento del equipo.
4. Registra la causa y la acción correctiva, y verifica su efecto en la siguiente ronda.`,
        },
        {
          type: 'link',
          title: 'Manual del sistema de gestión de la calidad en el laboratorio: OMS',
          description:
            'Publicación de la Organización Mundial de la Salud sobre los elementos del sistema de gestión de la calidad del laboratorio.',
          minutes: 15,
          url: 'https://www.who.int/publications/i/item/9789241548274',
        },
      ],
    },
  ],
};
