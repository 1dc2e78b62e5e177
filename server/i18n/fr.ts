import type { ServiceTexts } from './types';

// French puts a no-break space (U+00A0) before a colon.
export const fr: ServiceTexts = {
  dir: 'ltr',
  passwordReset: {
    subject: 'Réinitialiser votre mot de passe',
    intro: 'Une réinitialisation du mot de passe de votre compte de formation a été demandée. Ouvrez ce lien pour en choisir un nouveau\u00a0:',
    action: 'Choisir un nouveau mot de passe',
    footer: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.",
  },
  secretLink: {
    subject: 'Votre lien vers le cours',
    intro: "Ouvrez ce lien pour reprendre le cours là où vous l'avez laissé, sur n'importe quel appareil\u00a0:",
    action: 'Reprendre le cours',
    footer: "Ne partagez pas ce lien\u00a0: il vous connecte à votre compte. Si vous ne l'avez pas demandé, ignorez cet e-mail.",
  },
  verifyEmail: {
    subject: 'Confirmez votre adresse e-mail',
    intro: 'Ouvrez ce lien et connectez-vous avec votre mot de passe pour confirmer que cette adresse e-mail est la vôtre. Le lien ne sert qu’une fois, pendant un jour ; tant que vous n’avez pas confirmé, les cours réservés aux personnes invitées vous restent fermés.',
    action: "Confirmer l'adresse e-mail",
    footer: 'Si vous n’avez pas créé de compte, ignorez cet e-mail : rien ne se passe sans le mot de passe.',
  },
  accountExists: {
    subject: 'Vous avez déjà un compte',
    intro: 'Quelqu’un, peut-être vous, a demandé à créer un compte avec cette adresse. Vous en avez déjà un : ouvrez ce lien pour vous connecter.',
    action: 'Se connecter',
    footer: 'Si vous avez oublié votre mot de passe, choisissez-en un nouveau avec « Mot de passe oublié ». Si ce n’était pas vous, ignorez cet e-mail : rien n’a changé.',
  },
  reviewLoginLink: {
    subject: 'Votre lien pour relire le cours',
    intro: 'Ouvrez ce lien pour vous connecter en tant que relecteur du cours et laisser vos commentaires. Il fonctionne une fois, pendant un jour.',
    action: 'Relire le cours',
    footer: 'Ne partagez pas ce lien : il vous connecte avec votre nom et votre adresse. Si vous ne l’avez pas demandé, ignorez cet e-mail.',
  },
  resetPage: {
    chooseTitle: 'Choisir un nouveau mot de passe',
    passwordLabel: (min) => `Nouveau mot de passe (au moins ${min} caractères, sans espaces)`,
    save: 'Enregistrer le nouveau mot de passe',
    passwordProblem: (min) => `Le mot de passe doit compter au moins ${min} caractères, sans espaces.`,
    commonPassword: 'Ce mot de passe est trop courant : beaucoup de personnes l’utilisent, il est donc facile à deviner. Veuillez en choisir un autre.',
    expiredTitle: 'Ce lien a expiré',
    expiredBody: 'Demandez un nouveau lien de réinitialisation depuis la page de connexion du cours.',
    doneTitle: 'Votre mot de passe a été modifié',
    backToCourse: 'Retour au cours',
    doneBody: 'Connectez-vous-y avec le nouveau mot de passe.',
  },
};
