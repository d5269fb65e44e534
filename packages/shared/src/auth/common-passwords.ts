/**
 * Passwords that appear at the top of every leaked-password list, plus the Spanish
 * favourites. Only entries within the allowed length (6–30) matter; comparison is case-insensitive.
 */
const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345678910', '654321', '987654321',
  '111111', '222222', '333333', '444444', '555555', '666666', '777777', '888888', '999999', '000000',
  '112233', '121212', '123123', '123321', '131313', '159753', '147258369', '123654', '102030',
  '123qwe', 'qwe123', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'zaq12wsx', 'qazwsx', '1qaz2wsx', 'asdfgh',
  'qwerty', 'qwerty1', 'qwerty123', 'qwertyuiop', 'azerty', 'asdfghjkl', 'zxcvbnm', 'abc123',
  'abcdef', 'abcd1234', 'a123456', 'aa123456', 'password', 'password1', 'password123', 'passw0rd',
  'p@ssw0rd', 'admin123', 'administrator', 'welcome', 'welcome1', 'letmein', 'iloveyou', 'monkey',
  'dragon', 'master', 'sunshine', 'princess', 'football', 'baseball', 'superman', 'batman', 'trustno1',
  'starwars', 'shadow', 'michael', 'jennifer', 'computer', 'freedom', 'whatever', 'charlie', 'hello123',
  'contraseña', 'contrasena', 'contraseña1', 'contrasena1', 'contraseña123', 'contrasena123',
  'hola123', 'hola1234', 'holamundo', 'teamo', 'teamo123', 'tequiero', 'tequiero123', 'amor123',
  'miamor', 'corazon', 'corazón', 'mariposa', 'princesa', 'estrella', 'familia', 'futbol', 'fútbol',
  'barcelona', 'realmadrid', 'america', 'argentina', 'colombia', 'mexico', 'méxico', 'peru123',
  'chile123', 'españa', 'espana', 'bonita', 'gatito', 'perrito', 'angelito', 'dios123', 'jesus1',
  'salud123', 'hospital', 'hospital1', 'hospital123', 'enfermera', 'enfermero', 'doctor', 'doctor123',
  'medicina', 'clinica', 'clínica', 'calidad', 'calidad123', 'aula123', 'aula1234', 'usuario',
  'usuario1', 'usuario123', 'cambiar', 'cambiame', 'cámbiame', 'secreto', 'clave123', 'micontraseña',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
