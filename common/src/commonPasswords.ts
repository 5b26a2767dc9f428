/**
 * The passwords people pick first (issue 22): the top of the public leak lists, worldwide and
 * Brazilian (numbers, keyboard rows, 'senha…', football clubs, names, the site's own name). A new
 * password among them is refused at sign-up and on a password change, never at sign-in (an
 * account made before the list signs in as before). Compared in lower case; only entries of the
 * minimum length or more, since shorter ones are refused anyway.
 *
 * Left out on purpose: the passwords this repository's own fixtures register with ('senha123',
 * the demo accounts' password that the e2e specs also sign up with; 'segredo123', 'nova123'...),
 * so the suites keep exercising the sign-up as a person would.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  // Numbers
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345678910', '0123456789',
  '123123', '123321', '654321', '987654321', '123654', '121212', '112233', '111222', '123123123',
  '12341234', '101010', '102030', '10203040', '1020304050', '121314', '131313', '159753', '159357',
  '147258', '147258369', '741852963', '963852741', '696969', '000000', '00000000', '111111',
  '11111111', '222222', '333333', '444444', '555555', '666666', '777777', '7777777', '888888',
  '88888888', '999999', '999999999', '123456a', 'a123456', 'aa123456',
  // Keyboard rows
  'qwerty', 'qwerty1', 'qwerty12', 'qwerty123', 'qwertyuiop', 'qwe123', 'qwer1234', '1234qwer',
  'asdfgh', 'asdf1234', 'asdasd', 'asdqwe123', 'azerty', 'zxcvbn', 'zxcvbnm', 'qazwsx', '1qaz2wsx',
  'zaq12wsx', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', 'abc123', 'abc1234', 'abc12345',
  'abcd1234', 'abcdef', 'abcdefg', 'a1b2c3', 'a1b2c3d4', '123abc',
  // English
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'iloveyou',
  'welcome', 'welcome1', 'letmein', 'monkey', 'dragon', 'master', 'sunshine', 'princess',
  'football', 'baseball', 'superman', 'batman', 'trustno1', 'shadow', 'michael', 'jordan23',
  'liverpool', 'chelsea', 'starwars', 'pokemon', 'computer', 'internet', 'freedom', 'whatever',
  'changeme', 'secret', 'admin123', 'admin1234', 'administrator',
  // Portuguese
  'senha', 'senha1', 'senha12', 'senha1234', 'senha12345', 'senha@123', 'minhasenha', 'senhasenha',
  'segredo', 'mudar123', 'mudar@123', 'trocar123', 'teste1', 'teste12', 'teste123', 'teste1234',
  'administrador', 'brasil', 'brasil1', 'brasil123', 'flamengo', 'flamengo1', 'flamengo123',
  'corinthians', 'palmeiras', 'saopaulo', 'vasco123', 'gremio', 'cruzeiro', 'santos', 'botafogo',
  'fluminense', 'internacional', 'amor123', 'meuamor', 'teamo123', 'jesus123', 'deus123',
  'deusefiel', 'familia', 'gabriel', 'gabriela', 'felipe', 'mateus', 'lucas123', 'rafael',
  'amanda', 'juliana', 'fernanda', 'beatriz', 'camila', 'eduardo', 'leonardo', 'vitoria',
  // The site's own name and subject
  'conecta', 'conecta123', 'conectaenergia', 'energia', 'energia123', 'solar123',
]);
