import type { DemoCourse } from './types';

export const handHygiene: DemoCourse = {
  key: 'hand-hygiene',
  title: 'Higiene de manos y control de infecciones',
  shortDescription:
    'Los cinco momentos, la técnica correcta y las precauciones que previenen infecciones en el hospital.',
  description: `Las infecciones asociadas a la atención de salud son uno de los eventos adversos más frecuentes y, a la vez, de los más prevenibles. Este curso práctico enseña a aplicar la higiene de manos según los cinco momentos de la OMS, con la técnica y el tiempo correctos, y a elegir las precauciones estándar y por mecanismo de transmisión que corresponden a cada paciente.

Está dirigido a profesionales de enfermería, medicina, tecnología médica, personal técnico y de limpieza. Incluye una guía rápida de precauciones y aislamiento para tener a mano en el servicio y una demostración de colocación y retiro del equipo de protección personal.`,
  specialtyCode: 'CAL-04',
  difficultyCode: '01',
  languageCode: '01',
  coinCode: 'PEN',
  price: 0,
  published: true,
  createdDaysAgo: 62,
  thumbnail: { from: [5, 150, 105], to: [13, 148, 136], icon: 'drop' },
  modules: [
    {
      title: 'La higiene de manos como medida esencial',
      description: 'Cuándo y cómo higienizar las manos para cortar la transmisión de microorganismos.',
      lessons: [
        {
          type: 'video',
          title: 'Los cinco momentos para la higiene de manos',
          description:
            'Recorrido por la zona del paciente y los puntos de atención donde la higiene de manos es obligatoria.',
          slides: [
            {
              heading: 'La zona del paciente',
              points: [
                'El paciente y su entorno inmediato: cama, barandas, mesa de noche y equipos',
                'El punto de atención: donde se da el cuidado, dentro de esa zona',
                'Las manos llevan los microorganismos de una zona a otra',
              ],
              narration:
                'La zona del paciente incluye al paciente y su entorno inmediato: la cama, las barandas, la mesa de noche y los equipos conectados a él. Las manos del personal son el principal vehículo que lleva microorganismos entre esa zona y el resto del hospital.',
            },
            {
              heading: 'Los cinco momentos de la OMS',
              points: [
                'Antes del contacto con el paciente',
                'Antes de una tarea limpia o aséptica',
                'Después de la exposición a fluidos corporales',
                'Después del contacto con el paciente',
                'Después del contacto con el entorno del paciente',
              ],
              narration:
                'Los cinco momentos son: antes del contacto con el paciente, antes de una tarea limpia o aséptica, después de la exposición a fluidos corporales, después del contacto con el paciente y después del contacto con su entorno, aunque no se haya tocado al paciente.',
            },
            {
              heading: 'En la práctica',
              points: [
                'Solución alcohólica: de 20 a 30 segundos, el método de elección',
                'Agua y jabón si las manos están visiblemente sucias',
                'Los guantes no reemplazan la higiene de manos',
              ],
              narration:
                'La fricción con solución alcohólica, de veinte a treinta segundos, es el método de elección. Usa agua y jabón cuando las manos estén visiblemente sucias. Y recuerda: los guantes no reemplazan la higiene de manos, ni antes de ponerlos ni después de quitarlos.',
            },
          ],
        },
        {
          type: 'text',
          title: 'Técnica correcta: fricción con solución alcohólica y lavado con agua y jabón',
          description: 'Pasos, tiempos y errores frecuentes de cada técnica, y cuándo usar una u otra.',
          minutes: 12,
          text: `## Dos técnicas, un mismo objetivo

La fricción con solución de base alcohólica es el método de elección en la atención diaria: es más rápida, más eficaz contra la mayoría de microorganismos y mejor tolerada por la piel. El lavado con agua y jabón se reserva para cuando las manos están visiblemente sucias, tras ir al baño y ante sospecha o confirmación de Clostridioides difficile o de brotes de norovirus.

## Fricción con solución alcohólica (20 a 30 segundos)

1. Deposita en la palma una dosis suficiente para cubrir toda la superficie de las manos.
2. Frota las palmas entre sí.
3. Frota la palma derecha contra el dorso de la mano izquierda entrelazando los dedos, y viceversa.
4. Frota las palmas entre sí con los dedos entrelazados.
5. Frota el dorso de los dedos contra la palma opuesta, con los dedos unidos.
6. Frota con movimiento de rotación el pulgar izquierdo atrapado con la palma derecha, y viceversa.
7. Frota la punta de los dedos contra la palma opuesta con movimiento de rotación.
8. Deja secar: las manos quedan seguras cuando están secas.

## Lavado con agua y jabón (40 a 60 segundos)

Moja las manos, aplica jabón, realiza los mismos movimientos de frotado, enjuaga, seca con toalla de un solo uso y usa esa toalla para cerrar el grifo.

## Errores frecuentes

- Olvidar los pulgares y la punta de los dedos.
- Usar guantes como sustituto de la higiene de manos: los guantes no reemplazan la higiene antes de ponérselos ni después de quitárselos.
- Llevar anillos, relojes o uñas artificiales, que impiden una limpieza eficaz.`,
        },
        {
          type: 'link',
          title: 'Día mundial de la higiene de manos: materiales de la OMS',
          description:
            'Campaña de la Organización Mundial de la Salud con carteles, herramientas de observación y datos clave.',
          minutes: 8,
          url: 'https://www.who.int/campaigns/world-hand-hygiene-day',
        },
      ],
    },
    {
      title: 'Precauciones estándar y por mecanismo de transmisión',
      description: 'Qué medidas aplicar a todo paciente y cuáles añadir según cómo se transmite el agente.',
      lessons: [
        {
          type: 'pdf',
          title: 'Precauciones estándar y de aislamiento: guía rápida',
          description:
            'Tabla de decisión para elegir las precauciones por contacto, gotas o aerosoles, con ejemplos.',
          minutes: 20,
          document: {
            title: 'Precauciones estándar y de aislamiento',
            subtitle: 'Guía rápida para los servicios de hospitalización y emergencia',
            sections: [
              {
                heading: 'Precauciones estándar: para todos los pacientes',
                paragraphs: [
                  'Las precauciones estándar se aplican a todas las personas atendidas, con o sin diagnóstico de infección, porque cualquier sangre, fluido corporal, secreción o excreción puede contener agentes transmisibles. Son la base sobre la que se añaden las precauciones por mecanismo de transmisión.',
                ],
                bullets: [
                  'Higiene de manos en los cinco momentos.',
                  'Guantes cuando se prevé contacto con sangre, fluidos, mucosas o piel no intacta.',
                  'Bata, mascarilla y protección ocular cuando puede haber salpicaduras.',
                  'Higiene respiratoria: cubrir la boca al toser y ofrecer mascarilla a quien tose.',
                  'Manejo seguro de objetos punzocortantes: no reencapuchar agujas y desecharlas en contenedores rígidos.',
                  'Limpieza y desinfección del entorno y de los equipos compartidos.',
                ],
              },
              {
                heading: 'Precauciones por contacto',
                paragraphs: [
                  'Se indican ante microorganismos que se transmiten por contacto directo con el paciente o indirecto con su entorno: bacterias multirresistentes, Clostridioides difficile, escabiosis o diarreas infecciosas en pacientes incontinentes. Se usa habitación individual o cohorte, guantes y bata al entrar, y equipos de uso exclusivo como estetoscopio y tensiómetro.',
                ],
              },
              {
                heading: 'Precauciones por gotas',
                paragraphs: [
                  'Las gotas respiratorias son partículas grandes que recorren distancias cortas, en general menos de un metro. Se aplican ante influenza, tos ferina, meningitis meningocócica en las primeras 24 horas de tratamiento o parotiditis. El personal usa mascarilla quirúrgica al acercarse al paciente y, durante el traslado, el paciente también la lleva.',
                ],
              },
              {
                heading: 'Precauciones por aerosoles',
                paragraphs: [
                  'Los núcleos de gotitas permanecen suspendidos en el aire y pueden viajar largas distancias. Se aplican ante tuberculosis pulmonar o laríngea, sarampión y varicela, y durante procedimientos generadores de aerosoles. Requieren habitación individual con buena ventilación, idealmente con presión negativa, puerta cerrada y respirador N95 o equivalente con prueba de ajuste.',
                ],
              },
              {
                heading: 'Orden de colocación y retiro del equipo de protección',
                paragraphs: [
                  'El momento de mayor riesgo de contaminación es el retiro del equipo. Hazlo sin prisa y con higiene de manos entre los pasos.',
                ],
                bullets: [
                  'Colocación: higiene de manos, bata, mascarilla o respirador, protección ocular y guantes.',
                  'Retiro: guantes, higiene de manos, protección ocular, bata, mascarilla o respirador fuera de la habitación y, al final, higiene de manos.',
                ],
              },
              {
                heading: 'Señalización y comunicación',
                paragraphs: [
                  'Coloca la tarjeta del tipo de aislamiento en la puerta, regístralo en la historia clínica y comunícalo en cada traspaso de turno y en cada traslado a otro servicio. Explica al paciente y a su familia el motivo y las medidas que deben seguir: el aislamiento es una medida de protección, no un castigo.',
                ],
              },
            ],
          },
        },
        {
          type: 'text',
          title: 'Infecciones asociadas a la atención de salud: vigilancia básica',
          description:
            'Qué se vigila, cómo se calculan las tasas por días de dispositivo y qué hacer con los resultados.',
          minutes: 12,
          text: `## Qué vigilamos

La vigilancia epidemiológica de las infecciones asociadas a la atención de salud se concentra en las que más daño causan y más se pueden prevenir:

- Infección del torrente sanguíneo asociada a catéter venoso central.
- Neumonía asociada a ventilación mecánica.
- Infección del tracto urinario asociada a catéter urinario permanente.
- Infección de sitio quirúrgico en procedimientos seleccionados, como cesárea o colecistectomía.
- Endometritis puerperal en partos vaginales y cesáreas.

## Cómo se expresan los resultados

Las infecciones asociadas a dispositivos se expresan como densidad de incidencia: número de infecciones dividido entre los días de exposición al dispositivo, multiplicado por mil. Por ejemplo, 3 infecciones urinarias en 1 200 días de catéter urinario equivalen a 2,5 infecciones por cada 1 000 días de catéter.

## De los datos a la acción

1. El equipo de control de infecciones consolida los datos cada mes.
2. Compara la tasa con la línea de base del propio servicio y con referencias nacionales.
3. Si la tasa sube, revisa el cumplimiento de los paquetes de medidas y de la higiene de manos.
4. Devuelve los resultados al servicio: lo que no se comunica no se mejora.`,
        },
        {
          type: 'link',
          title: 'Prevención y control de infecciones: recursos de la OPS',
          description:
            'Página de la Organización Panamericana de la Salud con guías y herramientas para la región.',
          minutes: 10,
          url: 'https://www.paho.org/es/temas/prevencion-control-infecciones',
        },
        {
          type: 'video',
          title: 'Colocación y retiro seguro del equipo de protección personal',
          description:
            'Demostración del orden correcto y de los puntos críticos donde ocurre la autocontaminación.',
          slides: [
            {
              heading: 'Colocación: de la bata a los guantes',
              points: [
                'Higiene de manos',
                'Bata, y luego mascarilla o respirador con comprobación del sellado',
                'Protección ocular',
                'Guantes al final, sobre los puños de la bata',
              ],
              narration:
                'Para colocarte el equipo, empieza con higiene de manos. Luego ponte la bata, la mascarilla o el respirador, comprobando el sellado, y la protección ocular. Los guantes van al final y cubren los puños de la bata.',
            },
            {
              heading: 'Retiro: el momento de mayor riesgo',
              points: [
                'Guantes primero, sin tocar la piel con su cara externa',
                'Higiene de manos, protección ocular y bata',
                'Mascarilla o respirador fuera de la habitación, por las tiras',
                'Higiene de manos al terminar',
              ],
              narration:
                'El retiro es el momento de mayor riesgo de autocontaminación. Quítate primero los guantes, haz higiene de manos y retira la protección ocular y la bata. La mascarilla o el respirador se retiran fuera de la habitación, tomándolos por las tiras, y al final vuelves a higienizar las manos.',
            },
            {
              heading: 'Puntos críticos',
              points: [
                'El frente de la bata, la mascarilla y la protección ocular está contaminado',
                'No te toques la cara mientras llevas el equipo',
                'Retíralo sin prisa, con higiene de manos entre los pasos',
              ],
              narration:
                'Considera contaminado el frente de la bata, de la mascarilla y de la protección ocular. No te toques la cara mientras lleves el equipo, y retíralo sin prisa, con higiene de manos entre los pasos.',
            },
          ],
        },
      ],
    },
  ],
};
