import type { DemoCourse } from './types';

export const clinicalRiskManagement: DemoCourse = {
  key: 'clinical-risk-management',
  title: 'Gestión de riesgos clínicos',
  shortDescription:
    'Identifica, analiza y reduce riesgos asistenciales con matrices, AMFE y análisis causa raíz.',
  description: `La gestión de riesgos clínicos pasa de reaccionar ante los eventos adversos a anticiparse a ellos. Este curso avanzado presenta las herramientas que usan los equipos de calidad para identificar los riesgos de un proceso asistencial, priorizarlos, analizar los eventos que ya ocurrieron y medir si las acciones de mejora funcionan.

Trabajarás con una matriz de riesgos, con el análisis modal de fallos y efectos (AMFE) aplicado a la administración de medicamentos, con el protocolo de Londres para el análisis de incidentes y con la medición de la cultura de seguridad. Dirigido a responsables de calidad, jefaturas de servicio y miembros de comités de seguridad del paciente.`,
  specialtyCode: 'CAL-06',
  difficultyCode: '03',
  languageCode: '01',
  coinCode: 'PEN',
  price: 180,
  published: true,
  createdDaysAgo: 12,
  thumbnail: { from: [217, 119, 6], to: [194, 65, 12], icon: 'warning' },
  modules: [
    {
      title: 'Identificación y análisis de riesgos',
      description:
        'Herramientas proactivas para encontrar los puntos débiles de un proceso antes de que fallen.',
      lessons: [
        {
          type: 'video',
          title: 'Del incidente al sistema: enfoque de gestión de riesgos',
          description:
            'El ciclo de gestión de riesgos y su relación con el sistema de gestión de la calidad del establecimiento.',
          slides: [
            {
              heading: 'De reaccionar a anticiparse',
              points: [
                'Cada incidente revela una debilidad del sistema',
                'Herramientas proactivas: buscar los fallos antes de que ocurran',
                'Herramientas reactivas: aprender de los eventos ocurridos',
              ],
              narration:
                'Cada incidente revela una debilidad del sistema. La gestión de riesgos clínicos no espera al siguiente evento adverso: busca los puntos débiles de los procesos antes de que fallen, y aprende de los eventos que ya ocurrieron.',
            },
            {
              heading: 'El ciclo de gestión de riesgos',
              points: [
                'Identificar los riesgos de cada proceso',
                'Analizarlos y priorizarlos: probabilidad e impacto',
                'Tratarlos con controles eficaces',
                'Monitorizar y revisar',
              ],
              narration:
                'El ciclo tiene cuatro pasos: identificar los riesgos de cada proceso, analizarlos según su probabilidad y su impacto para priorizarlos, tratarlos con controles eficaces, y monitorizar los resultados para volver a empezar.',
            },
            {
              heading: 'Dentro de la gestión de la calidad',
              points: [
                'Los riesgos priorizados orientan los planes de mejora',
                'La dirección sigue los riesgos extremos',
                'Notificar, analizar y mejorar: un solo circuito',
              ],
              narration:
                'La gestión de riesgos forma parte del sistema de gestión de la calidad del establecimiento: los riesgos priorizados orientan los planes de mejora, la dirección sigue los riesgos extremos, y la notificación, el análisis y la mejora funcionan como un solo circuito.',
            },
          ],
        },
        {
          type: 'text',
          title: 'Matriz de riesgos: probabilidad, impacto y priorización',
          description: 'Cómo construir y usar una matriz de riesgos para decidir dónde actuar primero.',
          minutes: 15,
          text: `## Qué es un riesgo

Un riesgo es la combinación de la probabilidad de que ocurra un evento y la gravedad de sus consecuencias. Gestionarlo significa reducir una de las dos, o ambas.

## Construir la matriz

1. Lista los riesgos del proceso con el equipo que lo ejecuta. Ejemplo en hospitalización: caída del paciente, flebitis, error en la administración de medicamentos, úlcera por presión.
2. Califica la probabilidad de 1 (rara) a 5 (casi segura), con base en datos del servicio cuando existan.
3. Califica el impacto de 1 (insignificante) a 5 (catastrófico: muerte o daño permanente).
4. Multiplica ambos valores: el resultado va de 1 a 25.

## Priorizar

- 15 a 25: riesgo extremo. Acción inmediata y seguimiento por la dirección.
- 8 a 14: riesgo alto. Plan de acción con responsable y plazo.
- 4 a 7: riesgo moderado. Controles dentro de la rutina del servicio.
- 1 a 3: riesgo bajo. Se monitoriza.

## Elegir controles eficaces

No todas las barreras valen lo mismo. De más a menos eficaces: eliminar el riesgo, sustituir (por ejemplo, retirar el potasio concentrado del servicio), usar barreras físicas o informáticas, estandarizar con listas de verificación y, por último, formar y recordar. Un plan que solo incluye capacitaciones suele ser un plan débil.

## Revisión

La matriz se revisa al menos una vez al año y cada vez que cambia el proceso o se produce un evento grave.`,
        },
        {
          type: 'pdf',
          title: 'Análisis modal de fallos y efectos (AMFE) aplicado a procesos asistenciales',
          description:
            'Metodología paso a paso con un ejemplo completo en el proceso de administración de medicamentos.',
          minutes: 25,
          document: {
            title: 'Análisis modal de fallos y efectos (AMFE)',
            subtitle: 'Aplicación al proceso de administración de medicamentos en hospitalización',
            sections: [
              {
                heading: 'Qué es el AMFE',
                paragraphs: [
                  'El análisis modal de fallos y efectos es un método proactivo que nació en la industria aeroespacial y se adaptó a la atención de salud. Su pregunta central es: ¿qué puede fallar en cada paso de este proceso, qué consecuencias tendría y qué podemos hacer para evitarlo? A diferencia del análisis causa raíz, no espera a que ocurra el evento.',
                ],
              },
              {
                heading: 'Paso 1. Elegir el proceso y formar el equipo',
                paragraphs: [
                  'Elige un proceso de alto riesgo o con eventos previos. Forma un equipo de cinco a ocho personas que conozcan el proceso desde distintos roles: en este ejemplo, un médico, dos enfermeras, un químico farmacéutico, un técnico de farmacia y un facilitador de calidad.',
                ],
              },
              {
                heading: 'Paso 2. Describir el proceso',
                paragraphs: [
                  'Dibuja el diagrama de flujo tal como se hace en la realidad, no como dice el manual. Para la administración de medicamentos, los subprocesos son: prescripción, validación farmacéutica, dispensación, preparación, administración y registro.',
                ],
              },
              {
                heading: 'Paso 3. Identificar modos de fallo, efectos y causas',
                paragraphs: [
                  'Para cada subproceso, el equipo enumera de qué maneras puede fallar (modo de fallo), qué le ocurriría al paciente (efecto) y por qué podría pasar (causa).',
                ],
                bullets: [
                  'Preparación. Modo de fallo: dilución incorrecta. Efecto: sobredosis o infradosis. Causa: ausencia de tablas de dilución estandarizadas.',
                  'Administración. Modo de fallo: paciente equivocado. Efecto: reacción adversa grave. Causa: no se verifica la pulsera de identificación.',
                  'Registro. Modo de fallo: dosis administrada y no registrada. Efecto: duplicación de la dosis en el turno siguiente. Causa: registro diferido al final del turno.',
                ],
              },
              {
                heading: 'Paso 4. Calcular el número de prioridad de riesgo',
                paragraphs: [
                  'Cada modo de fallo se califica de 1 a 10 en tres dimensiones: gravedad del efecto, probabilidad de ocurrencia y probabilidad de que el fallo no se detecte antes de llegar al paciente. El número de prioridad de riesgo (NPR) es el producto de las tres y va de 1 a 1 000.',
                  'Ejemplo: paciente equivocado, con gravedad 9, ocurrencia 4 y detección 6, da un NPR de 216. Además del NPR, todo modo de fallo con gravedad 9 o 10 se trata como prioritario, aunque su producto sea bajo.',
                ],
              },
              {
                heading: 'Paso 5. Diseñar acciones y volver a medir',
                paragraphs: [
                  'Para los modos de fallo priorizados se definen acciones, responsables y plazos. Tras implementarlas, se recalcula el NPR para comprobar la reducción del riesgo.',
                ],
                bullets: [
                  'Dilución incorrecta: tablas estandarizadas en el área de preparación y jeringas precargadas cuando sea posible.',
                  'Paciente equivocado: lectura del código de barras de la pulsera antes de administrar.',
                  'Registro diferido: registro inmediato en el punto de atención.',
                ],
              },
              {
                heading: 'Errores frecuentes al aplicar el AMFE',
                paragraphs: [
                  'Elegir un proceso demasiado amplio, trabajar sin las personas que ejecutan el proceso, discutir durante horas el valor exacto de cada calificación y, sobre todo, no hacer seguimiento de las acciones. Un AMFE termina cuando el riesgo se ha reducido, no cuando se entrega el informe.',
                ],
              },
            ],
          },
        },
      ],
    },
    {
      title: 'Análisis de eventos y mejora',
      description:
        'Aprender de los eventos adversos con métodos estructurados y medir el efecto de las acciones.',
      lessons: [
        {
          type: 'text',
          title: 'Análisis causa raíz con el protocolo de Londres',
          description:
            'Cómo reconstruir la cronología, identificar acciones inseguras y factores contributivos, y proponer acciones.',
          minutes: 18,
          text: `## Cuándo usarlo

El protocolo de Londres se aplica a eventos adversos graves, eventos centinela y cuasi incidentes con alto potencial de daño. Su objetivo no es encontrar a un culpable, sino entender por qué el sistema permitió el error.

## Pasos

1. Decidir la investigación y formar un equipo con experiencia en el análisis y en el área donde ocurrió el evento.
2. Obtener la información: historia clínica, protocolos vigentes, entrevistas a las personas involucradas y visita al lugar.
3. Establecer la cronología del incidente: qué pasó, cuándo y en qué orden.
4. Identificar las acciones inseguras: conductas, omisiones o decisiones que se apartaron de lo esperado, por ejemplo «no se verificó la identidad antes de transfundir».
5. Identificar los factores contributivos de cada acción insegura.
6. Formular recomendaciones y un plan de acción.

## Factores contributivos

- Del paciente: gravedad, comunicación, barreras de idioma.
- De la tarea y la tecnología: protocolos ausentes o confusos, equipos defectuosos.
- Individuales: conocimientos, fatiga, salud.
- Del equipo: comunicación, supervisión, claridad de roles.
- Del ambiente: carga de trabajo, dotación de personal, iluminación, ruido.
- De la organización y la gestión: políticas, cultura de seguridad, recursos.
- Del contexto institucional: normativa y financiamiento.

## Un buen plan de acción

Cada acción responde a un factor contributivo, tiene un responsable, un plazo y un indicador para comprobar su efecto. Se comunica al equipo que vivió el evento: cerrar el círculo es parte del aprendizaje.`,
        },
        {
          type: 'link',
          title: 'Plan de acción mundial para la seguridad del paciente 2021-2030',
          description:
            'Marco estratégico de la OMS con objetivos y acciones para eliminar el daño evitable en la atención de salud.',
          minutes: 12,
          url: 'https://www.who.int/teams/integrated-health-services/patient-safety/policy/global-patient-safety-action-plan',
        },
        {
          type: 'video',
          title: 'Seguimiento de acciones y medición del impacto',
          description:
            'Indicadores de proceso y de resultado para saber si las acciones de mejora redujeron el riesgo.',
          slides: [
            {
              heading: 'Implementar no es terminar',
              points: [
                'Cada acción tiene responsable, plazo e indicador',
                'Se comprueba que se cumplió',
                'Y que de verdad redujo el riesgo',
              ],
              narration:
                'Una acción de mejora no termina cuando se implementa. Cada una tiene un responsable, un plazo y un indicador, y el equipo de calidad comprueba dos cosas: que la acción se cumplió y que de verdad redujo el riesgo.',
            },
            {
              heading: 'Indicadores de proceso y de resultado',
              points: [
                'Proceso: ¿se hace lo acordado?',
                'Ejemplo: % de pacientes evaluados con la escala de Morse al ingreso',
                'Resultado: ¿mejoró lo que le pasa al paciente?',
                'Ejemplo: caídas por cada 1\u00a0000 días de estancia',
              ],
              narration:
                'Los indicadores de proceso miden si se hace lo acordado, por ejemplo el porcentaje de pacientes evaluados con la escala de Morse al ingreso. Los indicadores de resultado miden lo que le pasa al paciente, como las caídas por cada mil días de estancia.',
            },
            {
              heading: 'Medir en el tiempo',
              points: [
                'Compara con la línea de base, no con un mes aislado',
                'Un gráfico de tendencia muestra si el cambio se sostiene',
                'Si el riesgo no bajó, revisa la acción',
              ],
              narration:
                'Mide antes y después, y compara con la línea de base del servicio, no con un mes aislado. Un gráfico de tendencia muestra si el cambio se sostiene. Si el riesgo no bajó, la acción era débil y hay que revisarla.',
            },
          ],
        },
      ],
    },
    {
      title: 'Cultura de seguridad',
      description:
        'El contexto que decide si las herramientas de gestión de riesgos funcionan o se quedan en el papel.',
      lessons: [
        {
          type: 'text',
          title: 'Medición de la cultura de seguridad y liderazgo',
          description: 'Encuestas validadas, rondas de seguridad de la dirección y cómo usar los resultados.',
          minutes: 12,
          text: `## Qué medimos

La cultura de seguridad es el conjunto de valores, actitudes y conductas que determinan el compromiso de una organización con la seguridad del paciente. Se mide con encuestas validadas, como la encuesta sobre cultura de seguridad del paciente en hospitales de la AHRQ, que evalúa dimensiones como el trabajo en equipo, la respuesta no punitiva a los errores, la frecuencia de notificación y el apoyo de la dirección.

## Cómo aplicar la encuesta

1. Aplícala de forma anónima a todo el personal del servicio o a una muestra representativa.
2. Busca una tasa de respuesta de al menos 50 % para que los resultados sean representativos.
3. Considera fortaleza una dimensión con 75 % o más de respuestas positivas, y oportunidad de mejora una con 50 % o menos.

## Rondas de seguridad

Las rondas de seguridad son visitas breves y programadas de la dirección a los servicios para preguntar al personal qué riesgos ven y qué necesitan para trabajar con seguridad. Funcionan cuando cada ronda termina con compromisos concretos y se informa de su cumplimiento en la siguiente visita.

## El papel del liderazgo

El personal observa cómo responde la jefatura ante un error. Agradecer la notificación, proteger a quien notifica y mostrar los cambios que se hicieron gracias a ella es la forma más eficaz de construir una cultura de seguridad.`,
        },
      ],
    },
  ],
};
