/**
 * The accessibility page (/Acessibilidade/, eMAG 3.1 and gov.br's conventions): what the app
 * offers and how to use it. All "(ours)"; its title is `nav.accessibility` (core). The rules of
 * core.ts apply.
 */
import { app, nav } from './core'

export * from './core'

export const accessibility = {
  title: nav.accessibility,
  intro: `O ${app.name} foi feito para ser usado por todas as pessoas, inclusive por quem usa leitor de tela, só o teclado, ampliação da tela ou alto contraste. Ele segue o Modelo de Acessibilidade em Governo Eletrônico (eMAG 3.1) e as Diretrizes de Acessibilidade para Conteúdo Web (WCAG 2.2, nível AA).`,
  accessKeys: {
    heading: 'Teclas de atalho',
    intro:
      'No início de cada tela há três atalhos, que aparecem quando recebem o foco do teclado (tecla Tab):',
    keys: [
      { key: '1', label: app.skipToContent },
      { key: '2', label: app.skipToMenu },
      { key: '4', label: app.skipToFooter },
    ],
    /** the list's column titles */
    keyColumn: 'Tecla',
    targetColumn: 'Atalho',
    howTo: 'Para usar um atalho sem passar pelos outros, pressione ao mesmo tempo:',
    browsers: [
      'No Chrome e no Edge (Windows e Linux): Alt + o número.',
      'No Firefox: Alt + Shift + o número.',
      'No Mac (Safari e Chrome): Control + Option + o número.',
    ],
  },
  sections: [
    {
      heading: 'Alto contraste',
      paragraphs: [
        'O aplicativo segue o tema de contraste do seu sistema: ative o alto contraste no Windows (Configurações, Acessibilidade, Temas de contraste) ou o texto de alto contraste no Android, e as telas passam a usar as cores escolhidas por você. As etapas do recenseamento, os ícones de confirmação e de erro, o foco do teclado, os botões desabilitados e as carinhas da avaliação continuam distinguíveis.',
      ],
    },
    {
      heading: 'Ampliação (zoom)',
      paragraphs: [
        'Você pode aumentar o texto e a tela em até 400% (no computador, Control e +; no celular, afastando dois dedos na tela ou aumentando o tamanho da fonte do aparelho). O conteúdo se reorganiza em uma coluna, sem rolagem para os lados e sem perder informações.',
      ],
    },
    {
      heading: 'Leitores de tela',
      paragraphs: [
        'O aplicativo funciona com os leitores de tela NVDA e JAWS (Windows), TalkBack (Android) e VoiceOver (iPhone e Mac). Cada tela tem um título principal e subtítulos para navegar pelos títulos; as áreas de cabeçalho, menu, conteúdo e rodapé são marcadas como regiões; os campos têm rótulos e as mensagens de erro, de carregamento e de confirmação são anunciadas quando aparecem.',
      ],
    },
    {
      heading: 'Menos movimento',
      paragraphs: [
        'Se o seu sistema pede para reduzir os movimentos (animações), os indicadores de carregamento e os painéis que se abrem ficam parados. O aviso de que algo está sendo feito continua escrito na tela.',
      ],
    },
  ],
  contact: {
    heading: 'Encontrou um problema?',
    paragraph:
      'Se alguma parte do aplicativo for difícil de usar com o seu recurso de acessibilidade, fale com o seu instituto de previdência: ele corrige o problema e ajuda você a concluir o recenseamento.',
    link: 'Ver os canais de atendimento',
  },
} as const
