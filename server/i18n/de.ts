import type { ServiceTexts } from './types';

export const de: ServiceTexts = {
  dir: 'ltr',
  passwordReset: {
    subject: 'Passwort zurücksetzen',
    intro: 'Für Ihr Kurskonto wurde das Zurücksetzen des Passworts angefordert. Öffnen Sie diesen Link, um ein neues zu wählen:',
    action: 'Neues Passwort wählen',
    footer: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.',
  },
  secretLink: {
    subject: 'Ihr Link zum Kurs',
    intro: 'Öffnen Sie diesen Link, um den Kurs auf einem beliebigen Gerät dort fortzusetzen, wo Sie aufgehört haben:',
    action: 'Kurs fortsetzen',
    footer: 'Geben Sie diesen Link nicht weiter: Er meldet Sie in Ihrem Konto an. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.',
  },
  verifyEmail: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    intro: 'Öffnen Sie diesen Link und melden Sie sich mit Ihrem Passwort an, um zu bestätigen, dass diese E-Mail-Adresse Ihnen gehört. Der Link gilt einmal, einen Tag lang; bis zur Bestätigung bleiben Kurse, die nur eingeladenen Lernenden offenstehen, für Sie geschlossen.',
    action: 'E-Mail-Adresse bestätigen',
    footer: 'Wenn Sie kein Konto angelegt haben, ignorieren Sie diese E-Mail: Ohne das Passwort geschieht nichts.',
  },
  accountExists: {
    subject: 'Sie haben bereits ein Konto',
    intro: 'Jemand, vielleicht Sie, wollte mit dieser Adresse ein Konto anlegen. Sie haben bereits eines: Öffnen Sie diesen Link, um sich anzumelden.',
    action: 'Anmelden',
    footer: 'Wenn Sie Ihr Passwort vergessen haben, wählen Sie dort mit „Passwort vergessen“ ein neues. Wenn Sie es nicht waren, ignorieren Sie diese E-Mail: Es hat sich nichts geändert.',
  },
  reviewLoginLink: {
    subject: 'Ihr Link zur Kursprüfung',
    intro: 'Öffnen Sie diesen Link, um sich als Prüfer des Kurses anzumelden und Ihre Kommentare zu hinterlassen. Er funktioniert einmal, einen Tag lang.',
    action: 'Kurs prüfen',
    footer: 'Geben Sie diesen Link nicht weiter: Er meldet Sie mit Ihrem Namen und Ihrer Adresse an. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.',
  },
  resetPage: {
    chooseTitle: 'Neues Passwort wählen',
    passwordLabel: (min) => `Neues Passwort (mindestens ${min} Zeichen, keine Leerzeichen)`,
    save: 'Neues Passwort speichern',
    passwordProblem: (min) => `Das Passwort braucht mindestens ${min} Zeichen und keine Leerzeichen.`,
    commonPassword: 'Dieses Passwort ist zu verbreitet: Viele Menschen verwenden es, daher ist es leicht zu erraten. Bitte wählen Sie ein anderes.',
    expiredTitle: 'Dieser Link ist abgelaufen',
    expiredBody: 'Fordern Sie auf der Anmeldeseite des Kurses einen neuen Link zum Zurücksetzen an.',
    doneTitle: 'Ihr Passwort wurde geändert',
    backToCourse: 'Zurück zum Kurs',
    doneBody: 'Melden Sie sich dort mit dem neuen Passwort an.',
  },
};
