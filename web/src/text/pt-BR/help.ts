/**
 * The help page (/Ajuda/, spec §2 "Help page"); its title is `nav.help` (core). The rules of
 * core.ts apply: texts of the spec to the letter; the others "(ours)".
 */
import { nav } from './core'

export * from './core'

export const help = {
  title: nav.help,
  /** (ours) the sections the spec lists, with the facts of its §1 */
  sections: [
    {
      heading: 'Como funciona',
      paragraphs: [
        'O recenseamento é feito em sete etapas: perfil, documentos, contatos, dependentes, dados funcionais, avaliação e imagens. Em cada etapa você confere os dados que o instituto já tem, corrige o que estiver errado e completa o que faltar.',
        'Ao final, você avalia o atendimento e envia o seu cadastro para verificação por uma equipe técnica do instituto.',
      ],
      links: [{ to: '/Tutorial/{-$step}/', label: 'Assista ao Manual de utilização' }],
    },
    {
      heading: 'Antes de começar',
      paragraphs: [
        'Tenha à mão os seus documentos pessoais, os documentos dos seus dependentes e os documentos do seu vínculo (contracheque, ato de posse, ato de concessão de aposentadoria ou pensão). Você vai precisar fotografá-los.',
        'Os campos mostrados desabilitados, em amarelo, não podem ser alterados por você: só podem ser corrigidos pessoalmente no instituto, pela equipe de cadastro.',
      ],
      links: [
        { to: '/Info/', label: 'Veja a lista de documentos necessários' },
        { to: '/TutorialCnis/', label: 'Saiba como obter o extrato CNIS' },
      ],
    },
    {
      heading: 'Sem retrabalho',
      paragraphs: [
        'O seu progresso fica salvo a cada etapa: você pode parar e continuar depois de onde parou, sem precisar preencher tudo de novo.',
      ],
    },
    {
      heading: 'Informações adicionais',
      paragraphs: [
        'Se você informar um número de celular, será avisado por SMS sobre o resultado da verificação do seu cadastro.',
      ],
    },
    {
      heading: 'Validação dos dados',
      paragraphs: [
        'Depois do envio, o seu cadastro fica bloqueado para alterações enquanto é verificado pela equipe técnica.',
        'A verificação pode levar alguns dias: consulte a situação do seu cadastro a cada 2 ou 3 dias.',
      ],
    },
    {
      heading: 'Correção e reenvio',
      paragraphs: [
        'Se forem encontradas inconsistências, o cadastro volta para você com a explicação do técnico. Corrija os dados indicados e envie novamente: o cadastro volta para a verificação.',
      ],
    },
    {
      heading: 'Fim e comprovante',
      paragraphs: [
        'Quando o cadastro for consolidado, o recenseamento termina e você pode baixar o comprovante, com o número de protocolo, a data e a hora.',
      ],
    },
    {
      heading: nav.contact,
      paragraphs: [
        'Em caso de dúvida, fale com o seu instituto de previdência pelos telefones, pelo WhatsApp ou pelo chat.',
      ],
      links: [{ to: '/Contato/{-$action}/', label: 'Ver os canais de atendimento' }],
    },
  ],
} as const
