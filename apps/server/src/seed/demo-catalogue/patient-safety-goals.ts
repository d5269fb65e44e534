import type { DemoCourse } from './types';

export const patientSafetyGoals: DemoCourse = {
  key: 'patient-safety-goals',
  title: 'Seguridad del paciente: metas internacionales',
  shortDescription: 'Aplica las seis metas internacionales de seguridad del paciente en tu práctica diaria.',
  description: `Curso introductorio para todo el personal asistencial y administrativo que tiene contacto con pacientes. Recorre los conceptos básicos de la seguridad del paciente y las seis metas internacionales: identificación correcta, comunicación efectiva, medicamentos de alto riesgo, cirugía segura, reducción de infecciones y prevención de caídas.

Cada meta se trabaja con ejemplos de servicios de hospitalización, emergencia y consulta externa, y con herramientas que puedes aplicar desde el primer turno: la verificación con dos identificadores, la técnica de lectura de vuelta de órdenes verbales y la doble verificación independiente.

Al terminar, sabrás reconocer y notificar un incidente, y podrás explicar a tu equipo por qué cada barrera de seguridad existe.`,
  specialtyCode: 'CAL-01',
  difficultyCode: '01',
  languageCode: '01',
  coinCode: 'PEN',
  price: 0,
  published: true,
  createdDaysAgo: 75,
  thumbnail: { from: [14, 116, 144], to: [30, 64, 175], icon: 'cross' },
  modules: [
    {
      title: 'Fundamentos de la seguridad del paciente',
      description:
        'Qué entendemos por daño evitable y por qué la mayoría de los errores nacen en el sistema.',
      lessons: [
        {
          type: 'video',
          title: 'Bienvenida: por qué hablamos de seguridad del paciente',
          description:
            'Presentación del curso, sus objetivos y la magnitud del daño evitable en la atención de salud.',
          slides: [
            {
              heading: 'La magnitud del daño evitable',
              points: [
                'Alrededor de 1 de cada 10 pacientes sufre algún daño durante la atención',
                'Más de la mitad de ese daño se puede prevenir',
                'Cerca de la mitad del daño evitable se relaciona con los medicamentos',
              ],
              narration:
                'Según la Organización Mundial de la Salud, alrededor de uno de cada diez pacientes sufre algún daño durante la atención de salud. Más de la mitad de ese daño se puede prevenir, y cerca de la mitad del daño evitable se relaciona con los medicamentos.',
            },
            {
              heading: 'Qué aprenderás en este curso',
              points: [
                'Incidente, evento adverso y evento centinela',
                'Las seis metas internacionales de seguridad del paciente',
                'Cómo notificar un incidente sin buscar culpables',
              ],
              narration:
                'En este curso aprenderás el vocabulario básico de la seguridad del paciente, las seis metas internacionales y las barreras que exige cada una, y cómo notificar un incidente para que todo el equipo aprenda de él.',
            },
            {
              heading: 'Un enfoque de sistema',
              points: [
                'La mayoría de los errores nacen de fallas del sistema',
                'Cada barrera de seguridad tiene una razón de ser',
                'Notificar protege al siguiente paciente',
              ],
              narration:
                'La mayoría de los errores no se explican por la negligencia de una persona, sino por fallas del sistema. Por eso cada barrera importa, y cada incidente notificado ayuda a proteger al siguiente paciente.',
            },
          ],
        },
        {
          type: 'text',
          title: 'Conceptos clave: incidente, evento adverso y evento centinela',
          description: 'El vocabulario común que permite notificar, analizar y aprender de lo que sale mal.',
          minutes: 12,
          text: `## Por qué importa el vocabulario

Para aprender de los errores, primero hay que nombrarlos igual en todo el establecimiento. Estos son los términos que usaremos durante el curso.

## Definiciones

- Incidente relacionado con la seguridad del paciente: evento o circunstancia que podría haber ocasionado, u ocasionó, un daño innecesario a un paciente.
- Cuasi incidente (casi error): incidente que no llegó al paciente porque se detectó a tiempo. Ejemplo: la enfermera nota que la pulsera no coincide con la orden antes de administrar el medicamento.
- Incidente sin daño: llegó al paciente, pero no le causó daño.
- Evento adverso: incidente que causó daño al paciente (prolongó la estancia, requirió tratamiento adicional o dejó una secuela).
- Evento centinela: evento adverso grave e inesperado que produce la muerte o una lesión física o psicológica grave. Exige un análisis inmediato de sus causas.

## El enfoque de sistema

La mayoría de los eventos adversos no se explican por la negligencia de una persona, sino por fallas latentes del sistema: turnos sobrecargados, nombres de medicamentos parecidos, equipos sin mantenimiento o protocolos que no se conocen. El modelo del queso suizo de James Reason lo ilustra: cada barrera tiene agujeros, y el daño ocurre cuando los agujeros de varias barreras se alinean.

## Qué hacer en tu servicio

1. Reconoce el incidente, atiende primero al paciente y reduce el daño.
2. Notifícalo en el sistema de tu establecimiento el mismo día.
3. Participa en el análisis sin buscar culpables: el objetivo es corregir la barrera que falló.`,
        },
        {
          type: 'link',
          title: 'Nota descriptiva de la OMS sobre seguridad del paciente',
          description:
            'Datos y cifras de la Organización Mundial de la Salud sobre el daño evitable en la atención sanitaria.',
          minutes: 10,
          url: 'https://www.who.int/es/news-room/fact-sheets/detail/patient-safety',
        },
      ],
    },
    {
      title: 'Las seis metas internacionales',
      description: 'Cada meta, el riesgo que controla y la barrera concreta que se aplica en el servicio.',
      lessons: [
        {
          type: 'video',
          title: 'Metas 1 y 2: identificación correcta y comunicación efectiva',
          description:
            'Uso de dos identificadores, la pulsera de identificación y la lectura de vuelta de órdenes verbales.',
          slides: [
            {
              heading: 'Meta 1: identificación correcta',
              points: [
                'Al menos dos identificadores: nombre completo y fecha de nacimiento o número de historia clínica',
                'Nunca el número de cama ni la ubicación',
                'Pide al paciente que diga su nombre',
              ],
              narration:
                'La primera meta es identificar correctamente a cada paciente. Usa siempre al menos dos identificadores, como el nombre completo y la fecha de nacimiento, y nunca el número de cama. Pide al paciente que diga su nombre, en lugar de preguntarle si es quien crees.',
            },
            {
              heading: 'La pulsera de identificación',
              points: [
                'Verifícala antes de cada medicamento, muestra, transfusión o procedimiento',
                'Rotula los tubos de muestra frente al paciente',
                'Si falta o no se puede leer, se repone antes de continuar',
              ],
              narration:
                'La pulsera se verifica antes de cada medicamento, cada toma de muestra, cada transfusión y cada procedimiento. Los tubos se rotulan frente al paciente, nunca antes. Si la pulsera falta o no se puede leer, se repone antes de continuar.',
            },
            {
              heading: 'Meta 2: comunicación efectiva',
              points: [
                'Lectura de vuelta: escribe, lee en voz alta y espera la confirmación',
                'Órdenes verbales solo en emergencias, y registradas',
                'Valores críticos comunicados en un plazo definido',
              ],
              narration:
                'La segunda meta es la comunicación efectiva. Quien recibe una orden verbal o telefónica la escribe, la lee en voz alta y espera la confirmación de quien la dio. Los valores críticos de laboratorio se comunican en un plazo definido, y se deja constancia.',
            },
          ],
        },
        {
          type: 'pdf',
          title: 'Guía de bolsillo de las metas internacionales',
          description: 'Resumen descargable de las seis metas con las acciones esperadas en cada servicio.',
          minutes: 20,
          document: {
            title: 'Guía de bolsillo: metas internacionales de seguridad del paciente',
            subtitle: 'Acciones esperadas del personal de salud en cada meta',
            sections: [
              {
                heading: 'Cómo usar esta guía',
                paragraphs: [
                  'Las metas internacionales de seguridad del paciente concentran la atención del equipo en los procesos donde los errores son más frecuentes y más graves. No reemplazan a los protocolos del establecimiento: los resumen para que puedas consultarlos en el turno. Cada meta incluye el riesgo que busca controlar y las acciones mínimas que se esperan de todo el personal.',
                ],
              },
              {
                heading: 'Meta 1. Identificar correctamente a los pacientes',
                paragraphs: [
                  'Riesgo: administrar un medicamento, transfundir sangre, tomar una muestra u operar a la persona equivocada. La identificación debe hacerse siempre con al menos dos datos propios del paciente, nunca con el número de cama ni con la ubicación.',
                ],
                bullets: [
                  'Usa nombre completo y fecha de nacimiento o número de historia clínica.',
                  'Pide al paciente que diga su nombre; no le preguntes «¿usted es el señor Pérez?».',
                  'Verifica la pulsera antes de cada medicamento, muestra, transfusión o procedimiento.',
                  'Rotula los tubos de muestra frente al paciente, nunca antes.',
                ],
              },
              {
                heading: 'Meta 2. Mejorar la comunicación efectiva',
                paragraphs: [
                  'Riesgo: órdenes verbales o telefónicas mal entendidas y resultados críticos que no llegan a quien debe actuar. La técnica de lectura de vuelta cierra el circuito: quien recibe la orden la escribe, la lee en voz alta y espera la confirmación de quien la dio.',
                ],
                bullets: [
                  'Limita las órdenes verbales a emergencias y registra quién la dio y a qué hora.',
                  'Comunica los valores críticos de laboratorio en un plazo definido y deja constancia.',
                  'Usa una estructura fija en los traspasos de turno, por ejemplo SBAR: situación, antecedentes, evaluación y recomendación.',
                ],
              },
              {
                heading: 'Meta 3. Mejorar la seguridad de los medicamentos de alto riesgo',
                paragraphs: [
                  'Riesgo: errores con medicamentos que, aun en dosis habituales, pueden causar daño grave: electrolitos concentrados, insulinas, anticoagulantes, opioides y quimioterápicos. El establecimiento debe tener una lista propia de medicamentos de alto riesgo y de medicamentos con nombre o aspecto parecido.',
                ],
                bullets: [
                  'Retira los electrolitos concentrados de las unidades de hospitalización, salvo excepciones justificadas.',
                  'Aplica doble verificación independiente antes de administrar un medicamento de alto riesgo.',
                  'Rotula de forma diferenciada los medicamentos de aspecto o nombre parecido.',
                ],
              },
              {
                heading:
                  'Meta 4. Garantizar la cirugía en el lugar correcto, con el procedimiento y el paciente correctos',
                paragraphs: [
                  'Riesgo: cirugías en el sitio equivocado, en el paciente equivocado o con el procedimiento equivocado. La lista de verificación de la seguridad de la cirugía de la OMS organiza tres pausas: antes de la inducción anestésica, antes de la incisión y antes de que el paciente salga del quirófano.',
                ],
                bullets: [
                  'Marca el sitio quirúrgico con participación del paciente cuando sea posible.',
                  'Haz la pausa quirúrgica con todo el equipo presente y en voz alta.',
                  'Confirma el recuento de gasas, compresas e instrumental antes del cierre.',
                ],
              },
              {
                heading: 'Meta 5. Reducir el riesgo de infecciones asociadas a la atención',
                paragraphs: [
                  'La higiene de manos en los cinco momentos es la medida más eficaz y más barata para prevenir infecciones asociadas a la atención de salud. Se complementa con los paquetes de medidas para catéteres venosos centrales, sondas vesicales y ventilación mecánica.',
                ],
              },
              {
                heading: 'Meta 6. Reducir el riesgo de daño por caídas',
                paragraphs: [
                  'Toda persona hospitalizada se evalúa al ingreso, tras un cambio de su estado y después de una caída con una escala validada, como la de Morse. El resultado define las medidas: barandas elevadas, cama en posición baja, timbre al alcance, acompañamiento y calzado adecuado.',
                ],
              },
              {
                heading: 'Para recordar',
                paragraphs: [
                  'Las metas funcionan cuando todo el equipo las cumple siempre, no solo cuando hay una auditoría. Si una barrera no se puede cumplir en tu servicio, notifícalo: es una falla del sistema que el comité de calidad debe corregir.',
                ],
              },
            ],
          },
        },
        {
          type: 'text',
          title: 'Metas 3 a 6: medicamentos de alto riesgo, cirugía segura, infecciones y caídas',
          description: 'Qué barrera corresponde a cada meta y cómo comprobar que se cumple en tu servicio.',
          minutes: 15,
          text: `## Meta 3: medicamentos de alto riesgo

Los medicamentos de alto riesgo no se equivocan más que otros, pero cuando hay un error el daño es grave. Ejemplos: cloruro de potasio concentrado, insulinas, heparinas, opioides y citostáticos.

- Mantén la lista institucional de medicamentos de alto riesgo visible en el servicio.
- Antes de administrarlos, otra persona verifica de forma independiente el medicamento, la dosis, la vía y la velocidad de infusión.

## Meta 4: cirugía segura

La lista de verificación de la OMS tiene tres momentos: entrada (antes de la anestesia), pausa (antes de la incisión) y salida (antes de que el paciente deje el quirófano). Solo funciona si se lee en voz alta y con todo el equipo presente.

## Meta 5: infecciones asociadas a la atención

- Higiene de manos en los cinco momentos.
- Paquetes de medidas para dispositivos invasivos: indicación diaria, técnica aséptica en la inserción y retiro precoz.

## Meta 6: caídas

- Evalúa el riesgo con la escala de Morse al ingreso y cada vez que cambie el estado del paciente.
- Cama en posición baja, frenos puestos, timbre al alcance y buena iluminación nocturna.
- Explica al paciente y a la familia por qué debe pedir ayuda para levantarse.

## Autoevaluación rápida

¿Puedes nombrar los medicamentos de alto riesgo de tu servicio? ¿Sabes dónde está la escala de caídas en la historia clínica? Si la respuesta es no, coméntalo con tu jefatura: ese es el primer paso de la mejora.`,
        },
      ],
    },
    {
      title: 'Implementación en el servicio',
      description: 'Notificación de incidentes, cultura justa y un caso práctico de doble verificación.',
      lessons: [
        {
          type: 'text',
          title: 'Cómo notificar un incidente sin buscar culpables',
          description: 'Qué datos registrar, a quién informar y qué ocurre después de la notificación.',
          minutes: 10,
          text: `## Notificar es proteger al siguiente paciente

Un sistema de notificación solo sirve si el personal confía en él. Por eso la notificación es confidencial, no punitiva y orientada a aprender.

## Qué registrar

1. Qué ocurrió, con hechos y sin juicios: «se administró la dosis de las 14:00 a las 16:30».
2. Dónde y cuándo ocurrió.
3. Si el incidente llegó al paciente y qué consecuencias tuvo.
4. Qué se hizo de inmediato para reducir el daño.
5. Qué factores crees que contribuyeron: carga de trabajo, información incompleta, equipos, comunicación.

## Qué ocurre después

El comité de calidad clasifica el incidente según su gravedad. Los eventos adversos graves y los eventos centinela se analizan con un método estructurado, como el análisis causa raíz. El resultado es un plan de acción con responsables y plazos, que se comunica al servicio.

## Cultura justa

Cultura justa no significa ausencia de responsabilidad. Distingue el error humano (se consuela y se rediseña el proceso), la conducta de riesgo (se entrena y se acompaña) y la conducta temeraria (se sanciona). La mayoría de los incidentes pertenecen al primer grupo.`,
        },
        {
          type: 'video',
          title: 'Caso práctico: la doble verificación en la administración de medicamentos',
          description:
            'Un caso de hospitalización analizado paso a paso: dónde falló la barrera y cómo se reforzó.',
          slides: [
            {
              heading: 'El caso',
              points: [
                'Paciente hospitalizado con heparina en infusión continua',
                'Bomba programada a diez veces la velocidad prescrita',
                'Una segunda enfermera revisa la pantalla y no ve el error',
                'El control de coagulación lo detecta, sin sangrado',
              ],
              narration:
                'Un paciente hospitalizado recibe heparina en infusión continua. Al programar la bomba, se ingresa una velocidad diez veces mayor que la prescrita. Una segunda enfermera revisa la pantalla junto a la primera y no ve el error. El control de coagulación lo detecta horas después, sin sangrado.',
            },
            {
              heading: 'Dónde falló la barrera',
              points: [
                'La verificación no fue independiente: se confirmó lo que ya mostraba la bomba',
                'Nadie recalculó la dosis a partir de la prescripción',
                'La heparina es un medicamento de alto riesgo',
              ],
              narration:
                'La doble verificación existía, pero no fue independiente. La segunda enfermera confirmó lo que veía en la pantalla, en lugar de calcular por su cuenta la dosis a partir de la prescripción. Con un medicamento de alto riesgo, esa diferencia es la barrera.',
            },
            {
              heading: 'Cómo se reforzó',
              points: [
                'Cada persona verifica por separado y después comparan',
                'Paciente, medicamento, dosis, vía y velocidad de infusión',
                'Límites de dosis de heparina configurados en las bombas',
                'El caso se notificó y se compartió con todo el servicio',
              ],
              narration:
                'El servicio redefinió la doble verificación: cada persona revisa por separado el paciente, el medicamento, la dosis, la vía y la velocidad de infusión, y solo después comparan. Además, se configuraron límites de dosis de heparina en las bombas, y el caso se compartió con todo el equipo.',
            },
          ],
        },
      ],
    },
  ],
};
