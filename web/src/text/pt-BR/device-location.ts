/**
 * The question about the device's location, asked in the wizard before the first save (issue 24:
 * the spec's geolocation options, §9, asked at a moment that says why). All (ours).
 */
export * from './core'

export const deviceLocation = {
  title: 'Localização do aparelho',
  why: 'Para confirmar onde o recadastramento foi feito, o que você salvar pode levar a localização deste aparelho. Ela só é enviada junto com as suas atualizações.',
  allow: 'Permitir localização',
  decline: 'Agora não',
  allowed:
    'Obrigado. As suas próximas atualizações levarão a localização do aparelho, se ele a informar.',
  declined: 'Tudo bem. As suas atualizações seguirão sem a localização do aparelho.',
}
