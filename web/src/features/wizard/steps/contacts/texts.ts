/**
 * The texts of step 2 Contatos of the census wizard
 * (../shared/spec/census-wizard.md §2 Step 2, §3 Contacts).
 * The rules of text/pt-BR/core.ts apply: quoted texts to the letter; the others are marked (ours).
 * What the frame and several steps say is in text/pt-BR/wizard.ts; this step alone imports these.
 */
import { common } from '@/text/pt-BR/core'
import { options, wizard } from '@/text/pt-BR/wizard'

export const contactsTexts = {
  /** census-wizard.md §2 Wizard frame: the step's title */
  title: 'Contatos',
  /** spec §2 Step 2: the four sections */
  sections: {
    telefones: 'Telefone',
    emails: 'Email',
    enderecos: 'Endereço',
    redes_social: 'Redes Sociais',
  },
  /** (ours) the add buttons; Cancel while the form is open (spec §2) */
  add: {
    telefones: 'Adicionar telefone',
    emails: 'Adicionar email',
    enderecos: 'Adicionar endereço',
    redes_social: 'Adicionar rede social',
  },
  cancel: wizard.cancel,
  /** (ours) the empty lists */
  empty: {
    telefones: 'Nenhum telefone cadastrado.',
    emails: 'Nenhum email cadastrado.',
    enderecos: 'Nenhum endereço cadastrado.',
    redes_social: 'Nenhuma rede social cadastrada.',
  },
  /** (ours) the delete icon of a card, named by what it removes */
  remove: (item: string) => `Remover ${item}`,
  /** (ours) announced after a save or a removal */
  added: (section: string) => `${section}: item adicionado.`,
  removed: (section: string) => `${section}: item removido.`,
  save: wizard.save,
  saveHint: wizard.saveHint,
  /** census-wizard.md §2, §8: social networks */
  confirmRemoval: 'Tem certeza que você deseja remover este registro?',
  confirmRemove: 'Remover',
  confirmCancel: wizard.cancel,
  networkSaved: 'Dados cadastrados com sucesso!',
  networkRemoved: 'Dados removidos com sucesso!',
  opsFailure: common.opsFailure,
  /** (ours) field labels and messages */
  phone: {
    tipo: 'Tipo',
    tipos: options([
      ['M', 'Celular'],
      ['F', 'Fixo'],
    ]),
    ddi: 'DDI',
    numero: 'Número',
    classe: 'Classificação',
    classes: options([
      ['R', 'Residencial'],
      ['CO', 'Comercial'],
      ['CR', 'Correspondência'],
      ['RC', 'Recado'],
      ['RA', 'Ramal'],
    ]),
    obs: 'Observação',
    ddiInvalid: 'Informe o código do país com até 3 números.',
    numberIncomplete: 'Informe o número completo com o DDD.',
    /** the card: type, area code, prefix, suffix */
    card: (type: string, ddd: string, prefix: string, suffix: string) =>
      `${type}: (${ddd}) ${prefix}-${suffix}`,
  },
  email: {
    email: 'Email',
    classe: 'Classificação',
    classes: options([
      ['I', 'Institucional'],
      ['P', 'Particular'],
    ]),
    invalid: 'Informe um email válido, como nome@exemplo.com.br.',
  },
  address: {
    cep: 'CEP',
    cepHint: 'Ao digitar os 8 números, buscamos a cidade e a rua.',
    cepIncomplete: 'Informe os 8 números do CEP.',
    /** (ours) announced while and after the postal-code lookup */
    searching: 'Buscando o CEP...',
    found: 'Endereço encontrado pelo CEP.',
    cidade: 'Cidade',
    uf: 'UF',
    bairro: 'Bairro',
    tipoLogradouro: 'Tipo de logradouro',
    logradouro: 'Logradouro',
    numero: 'Número',
    complemento: 'Complemento',
    classe: 'Classificação',
    classes: options([
      ['R', 'Residencial'],
      ['C', 'Comercial'],
      ['CR', 'Correspondência'],
      ['RC', 'Recado'],
      ['T', 'Temporário'],
    ]),
    obs: 'Observação',
    card: (street: string, number: string | null, city: string, uf: string) =>
      `${street}${number ? `, ${number}` : ''} — ${city}/${uf}`,
  },
  network: {
    tipo: 'Rede social',
    other: 'Outra',
    endereco: 'Endereço ou usuário',
    enderecoHint: 'O @ do início não é necessário.',
    tooShort: 'Informe ao menos 3 caracteres.',
    noSpaces: 'Informe o endereço sem espaços.',
    /** the card's link, named for screen readers */
    open: (network: string, handle: string) => `Abrir ${network}: ${handle}`,
  },
} as const
