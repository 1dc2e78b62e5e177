import type { ServiceTexts } from './types';

export const es: ServiceTexts = {
  dir: 'ltr',
  passwordReset: {
    subject: 'Restablecer la contraseña',
    intro: 'Se ha pedido restablecer la contraseña de tu cuenta del curso. Abre este enlace para elegir una nueva:',
    action: 'Elegir una contraseña nueva',
    footer: 'Si no has sido tú, ignora este correo: tu contraseña no cambia.',
  },
  secretLink: {
    subject: 'Tu enlace al curso',
    intro: 'Abre este enlace para seguir el curso donde lo dejaste, en cualquier dispositivo:',
    action: 'Seguir con el curso',
    footer: 'No compartas este enlace: inicia sesión en tu cuenta. Si no lo has pedido, ignora este correo.',
  },
  verifyEmail: {
    subject: 'Confirma tu dirección de correo',
    intro: 'Abra este enlace e inicie sesión con su contraseña para confirmar que esta dirección de correo es suya. El enlace sirve una vez, durante un día; hasta que confirme, los cursos abiertos solo a personas invitadas seguirán cerrados para usted.',
    action: 'Confirmar la dirección de correo',
    footer: 'Si no creó una cuenta, ignore este correo: sin la contraseña no ocurre nada.',
  },
  accountExists: {
    subject: 'Ya tiene una cuenta',
    intro: 'Alguien, quizá usted, pidió crear una cuenta con esta dirección. Ya tiene una: abra este enlace para iniciar sesión.',
    action: 'Iniciar sesión',
    footer: 'Si olvidó su contraseña, elija una nueva allí con «Olvidé mi contraseña». Si no fue usted, ignore este correo: no ha cambiado nada.',
  },
  reviewLoginLink: {
    subject: 'Su enlace para revisar el curso',
    intro: 'Abra este enlace para iniciar sesión como revisor del curso y dejar sus comentarios. Funciona una vez, durante un día.',
    action: 'Revisar el curso',
    footer: 'No comparta este enlace: inicia sesión con su nombre y su dirección. Si no lo solicitó, ignore este correo.',
  },
  resetPage: {
    chooseTitle: 'Elige una contraseña nueva',
    passwordLabel: (min) => `Contraseña nueva (al menos ${min} caracteres, sin espacios)`,
    save: 'Guardar la contraseña nueva',
    passwordProblem: (min) => `La contraseña necesita al menos ${min} caracteres y ningún espacio.`,
    commonPassword: 'Esa contraseña es demasiado común: mucha gente la usa, así que es fácil de adivinar. Elija otra, por favor.',
    expiredTitle: 'Este enlace ha caducado',
    expiredBody: 'Pide un enlace nuevo para restablecer la contraseña en la página de inicio de sesión del curso.',
    doneTitle: 'Tu contraseña se ha cambiado',
    backToCourse: 'Volver al curso',
    doneBody: 'Inicia sesión allí con la contraseña nueva.',
  },
};
