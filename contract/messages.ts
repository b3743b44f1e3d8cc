// Messages the server sends and the shared form rules show, in both languages.
// `en` is the key schema; `id` must satisfy it. The client's i18n catalogs embed these.

export const en = {
  validation: {
    required: 'Required.',
    email: 'Invalid e-mail.',
    phoneMax: 'Max 15 digit.',
    phoneFirstDigit: 'First digit cannot be 0.',
    domain: 'Invalid domain.',
    passwordMin: 'Min 8 characters.',
    passwordMatch: 'Password not match.',
    fileType: 'File type not allowed',
    fileTooLarge: 'The file is too large (max %{max}).',
    duplicate: 'Already used.',
    otpInvalid: 'The code is wrong or has expired.',
    number: 'Must be a number.',
    invalid: 'Invalid value.',
    requiredDataEmpty: 'Required Data is Empty',
    nationalIdentity: 'Must be 16 digits.',
    plateNumber: 'Invalid plate number.',
    driverBlocked: 'This driver is blocked.',
    notFound: 'Not found.',
    fmsLogin: 'The fleet-management account was not recognised.',
    unknownDomain: 'No logistics provider uses this domain.',
    registerLink: 'The registration link is invalid or has expired.',
    captcha: 'Please confirm you are not a robot.',
    notChangeable: 'This value cannot be changed here.',
    latitude: 'Latitude must be a number from -90 to 90.',
    longitude: 'Longitude must be a number from -180 to 180.',
    hourFormat: 'Use the 24-hour HH:mm format, e.g. 06:00.',
    hoursEqual: 'The end of operation must differ from its start.',
    tooLong: 'At most %{max} characters.',
    min: 'Must be at least %{min}.',
    max: 'Must be at most %{max}.',
    nonNegative: 'Must be zero or more.',
    integer: 'Must be a whole number.',
    tooManyItems: 'At most %{max} items.',
    controlChars: 'Contains characters that are not allowed (control characters).',
    date: 'Invalid date: use YYYY-MM-DD.',
    maxRows: 'At most %{max} rows can be imported at once.',
  },
  server: {
    unauthorized: 'Unauthorized',
    forbidden: 'You do not have access to this resource.',
    notFound: 'Not found.',
    routeNotFound: 'This page could not be found',
    invalidInput: 'The data sent is not valid.',
    fileTooLarge: 'The file "%{field}" is too large (max %{max}).',
    bodyTooLarge: 'The data sent is too large (max %{max}).',
    unexpectedFile: 'No file is expected in "%{field}".',
    tooManyParts: 'Too many fields or files in one request (max %{max}).',
    databaseRefused: 'The database refused a value: check the numbers and texts sent.',
    internal: 'Something went wrong on our side. Please try again.',
    wrongCredentials: 'Wrong e-mail or password.',
    driverRefused: "You're not able to login with this role.",
    accountDisabled: 'This account is disabled.',
    tooManyAttempts: 'Too many sign-in attempts. Try again in a few minutes.',
    loginSuccess: 'Signed in successfully.',
    logoutSuccess: 'Signed out successfully.',
    profileUpdated: 'Profile updated successfully.',
    fcmSaved: 'Notification token saved.',
    resetMailSent: 'If the e-mail is registered, a link to reset the password has been sent.',
    tokenDoesntExist: 'token doesnt exist',
    passwordChanged: 'Password changed successfully.',
    oldPasswordWrong: 'The old password is not correct.',
    unknownColumn: 'Unknown column "%{column}" for %{what}.',
    badDate: 'Invalid date "%{value}".',
    badNumber: '"%{value}" is not a number.',
    filterMismatch: 'filter_columns and filter_keys must have the same number of items.',
    badEntries: 'entries must be -1 (all) or from 1 to %{max}.',
    noDateFilter: 'The %{what} list cannot be filtered by date.',
    conflictState: 'This action is not allowed in the current state.',
    inUse: 'This record is used by orders and cannot be deleted.',
    created: 'Saved successfully.',
    updated: 'Updated successfully.',
    deleted: 'Deleted successfully.',
    imported: '%{created} created, %{updated} updated.',
    vehicleInUse: 'This vehicle is used by shipments and cannot be deleted.',
    plateInUse: 'This plate is used by shipments and cannot be deleted.',
    driverInUse: 'This driver has shipment trips and cannot be deleted.',
    typeInUse: 'This vehicle type is used by vehicles and cannot be deleted.',
    driverBlocked: 'Driver blocked.',
    driverUnblocked: 'Driver unblocked.',
    fmsSynced: '%{count} vehicles synced from the fleet-management service.',
    fmsUnsynced: 'The fleet-management link was removed.',
    fmsUnavailable: 'The fleet-management service cannot be reached. Please try again later.',
    companyBlocked: 'Your company is blocked. Contact your logistics provider.',
    signInDisabled: 'Sign-in is disabled for now.',
    otpSent: 'OTP sent successfully',
    tooManyCodes: 'Too many codes requested. Try again later.',
    notOnSelf: 'You cannot do this to your own account.',
    registered: 'Registration successful. You can sign in now.',
    sessionEnded: 'The sessions of this user have been ended.',
    inShipments: 'This vendor took part in shipments and cannot be deleted.',
    groupsCreated: '%{created} created, %{skipped} skipped (already exist).',
    locationInUse: 'This location is used by orders and cannot be deleted.',
    readOnly: 'Your account can only view data. Ask an administrator for full access.',
    ownPermission: 'You cannot change your own permission. Ask another user with full access.',
    adminPermission: 'Administrators always have full access.',
    passwordChangeRequired: 'Change your password before continuing.',
  },
  /**
   * The bell's notifications (spec 1 §2): a title and an HTML body per event, stored in every
   * language when the notification is written (server/lib/notifications.ts, values HTML-escaped).
   */
  notification: {
    weighbridgeLoadTitle: 'Load weight received',
    weighbridgeLoadBody: '<p>WB ticket <b>%{ticket}</b> for <b>%{plate}</b> at %{place}: net %{netto} kg.</p>',
    weighbridgeDeliverTitle: 'Unload weight received',
    weighbridgeDeliverBody: '<p>WB ticket <b>%{ticket}</b> at %{place}: net %{netto} kg (loss %{loss}%).</p>',
    shipmentAcceptedTitle: 'Vendor accepted the shipment',
    shipmentAcceptedBody: '<p>%{vendor} accepted <b>%{shipment}</b> with %{trucks} trucks.</p>',
    shipmentRequestedTitle: 'New shipment request',
    shipmentRequestedBody: '<p>%{lsp} asks for %{trucks} tanker trucks for <b>%{shipment}</b>.</p>',
  },
};

export type MessageCatalog = typeof en;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

export const id = {
  validation: {
    required: 'Wajib diisi.',
    email: 'E-mail tidak valid.',
    phoneMax: 'Maks 15 digit.',
    phoneFirstDigit: 'Digit pertama tidak boleh 0.',
    domain: 'Domain tidak valid.',
    passwordMin: 'Minimal 8 karakter.',
    passwordMatch: 'Kata sandi tidak cocok.',
    fileType: 'Tipe file tidak diizinkan',
    fileTooLarge: 'Ukuran file terlalu besar (maks %{max}).',
    duplicate: 'Sudah digunakan.',
    otpInvalid: 'Kode salah atau sudah kedaluwarsa.',
    number: 'Harus berupa angka.',
    invalid: 'Nilai tidak valid.',
    requiredDataEmpty: 'Data Wajib Kosong',
    nationalIdentity: 'Harus 16 digit.',
    plateNumber: 'Nomor polisi tidak valid.',
    driverBlocked: 'Pengemudi ini diblokir.',
    notFound: 'Tidak ditemukan.',
    fmsLogin: 'Akun manajemen armada tidak dikenali.',
    unknownDomain: 'Tidak ada penyedia logistik dengan domain ini.',
    registerLink: 'Tautan pendaftaran tidak valid atau sudah kedaluwarsa.',
    captcha: 'Harap konfirmasi bahwa Anda bukan robot.',
    notChangeable: 'Nilai ini tidak dapat diubah di sini.',
    latitude: 'Latitude harus berupa angka dari -90 sampai 90.',
    longitude: 'Longitude harus berupa angka dari -180 sampai 180.',
    hourFormat: 'Gunakan format 24 jam JJ:mm, mis. 06:00.',
    hoursEqual: 'Jam selesai operasi harus berbeda dari jam mulai.',
    tooLong: 'Maksimal %{max} karakter.',
    min: 'Minimal %{min}.',
    max: 'Maksimal %{max}.',
    nonNegative: 'Harus nol atau lebih.',
    integer: 'Harus bilangan bulat.',
    tooManyItems: 'Maksimal %{max} item.',
    controlChars: 'Mengandung karakter yang tidak diizinkan (karakter kontrol).',
    date: 'Tanggal tidak valid: gunakan YYYY-MM-DD.',
    maxRows: 'Paling banyak %{max} baris dapat diimpor sekaligus.',
  },
  server: {
    unauthorized: 'Unauthorized',
    forbidden: 'Anda tidak memiliki akses ke sumber daya ini.',
    notFound: 'Data tidak ditemukan.',
    routeNotFound: 'Halaman ini tidak dapat ditemukan',
    invalidInput: 'Data yang dikirim tidak valid.',
    fileTooLarge: 'File "%{field}" terlalu besar (maks %{max}).',
    bodyTooLarge: 'Data yang dikirim terlalu besar (maks %{max}).',
    unexpectedFile: 'Tidak ada file yang diharapkan pada "%{field}".',
    tooManyParts: 'Terlalu banyak isian atau file dalam satu permintaan (maks %{max}).',
    databaseRefused: 'Basis data menolak sebuah nilai: periksa angka dan teks yang dikirim.',
    internal: 'Terjadi kesalahan di sisi kami. Silakan coba lagi.',
    wrongCredentials: 'E-mail atau kata sandi salah.',
    driverRefused: 'Anda tidak dapat masuk dengan peran ini.',
    accountDisabled: 'Akun ini dinonaktifkan.',
    tooManyAttempts: 'Terlalu banyak percobaan masuk. Coba lagi dalam beberapa menit.',
    loginSuccess: 'Berhasil masuk.',
    logoutSuccess: 'Berhasil keluar.',
    profileUpdated: 'Profil berhasil diperbarui.',
    fcmSaved: 'Token notifikasi disimpan.',
    resetMailSent: 'Jika e-mail terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim.',
    tokenDoesntExist: 'token doesnt exist',
    passwordChanged: 'Kata sandi berhasil diubah.',
    oldPasswordWrong: 'Kata sandi lama tidak benar.',
    unknownColumn: 'Kolom "%{column}" tidak dikenal untuk %{what}.',
    badDate: 'Tanggal tidak valid "%{value}".',
    badNumber: '"%{value}" bukan angka.',
    filterMismatch: 'Jumlah filter_columns dan filter_keys harus sama.',
    badEntries: 'entries harus -1 (semua) atau dari 1 sampai %{max}.',
    noDateFilter: 'Daftar %{what} tidak dapat disaring berdasarkan tanggal.',
    conflictState: 'Tindakan ini tidak diizinkan pada status saat ini.',
    inUse: 'Data ini dipakai oleh pesanan dan tidak dapat dihapus.',
    created: 'Berhasil disimpan.',
    updated: 'Berhasil diperbarui.',
    deleted: 'Berhasil dihapus.',
    imported: '%{created} dibuat, %{updated} diperbarui.',
    vehicleInUse: 'Kendaraan ini dipakai pengiriman dan tidak dapat dihapus.',
    plateInUse: 'Nomor polisi ini dipakai pengiriman dan tidak dapat dihapus.',
    driverInUse: 'Pengemudi ini memiliki perjalanan pengiriman dan tidak dapat dihapus.',
    typeInUse: 'Tipe kendaraan ini dipakai kendaraan dan tidak dapat dihapus.',
    driverBlocked: 'Pengemudi diblokir.',
    driverUnblocked: 'Blokir pengemudi dibuka.',
    fmsSynced: '%{count} kendaraan disinkronkan dari layanan manajemen armada.',
    fmsUnsynced: 'Tautan manajemen armada telah dihapus.',
    fmsUnavailable: 'Layanan manajemen armada tidak dapat dihubungi. Silakan coba lagi nanti.',
    companyBlocked: 'Perusahaan Anda diblokir. Hubungi penyedia logistik Anda.',
    signInDisabled: 'Masuk sedang dinonaktifkan.',
    otpSent: 'OTP berhasil dikirim',
    tooManyCodes: 'Terlalu banyak permintaan kode. Coba lagi nanti.',
    notOnSelf: 'Anda tidak dapat melakukan ini pada akun Anda sendiri.',
    registered: 'Pendaftaran berhasil. Anda dapat masuk sekarang.',
    sessionEnded: 'Sesi pengguna ini telah diakhiri.',
    inShipments: 'Vendor ini pernah ikut dalam pengiriman dan tidak dapat dihapus.',
    groupsCreated: '%{created} dibuat, %{skipped} dilewati (sudah ada).',
    locationInUse: 'Lokasi ini dipakai oleh pesanan dan tidak dapat dihapus.',
    readOnly: 'Akun Anda hanya dapat melihat data. Minta akses penuh kepada administrator.',
    ownPermission: 'Anda tidak dapat mengubah izin akses Anda sendiri. Mintalah kepada pengguna lain yang memiliki akses penuh.',
    adminPermission: 'Administrator selalu memiliki akses penuh.',
    passwordChangeRequired: 'Ganti kata sandi Anda sebelum melanjutkan.',
  },
  notification: {
    weighbridgeLoadTitle: 'Berat muat diterima',
    weighbridgeLoadBody: '<p>Tiket WB <b>%{ticket}</b> untuk <b>%{plate}</b> di %{place}: netto %{netto} kg.</p>',
    weighbridgeDeliverTitle: 'Berat bongkar diterima',
    weighbridgeDeliverBody: '<p>Tiket WB <b>%{ticket}</b> di %{place}: netto %{netto} kg (susut %{loss}%).</p>',
    shipmentAcceptedTitle: 'Vendor menerima pengiriman',
    shipmentAcceptedBody: '<p>%{vendor} menerima <b>%{shipment}</b> dengan %{trucks} truk.</p>',
    shipmentRequestedTitle: 'Permintaan pengiriman baru',
    shipmentRequestedBody: '<p>%{lsp} meminta %{trucks} truk tangki untuk <b>%{shipment}</b>.</p>',
  },
} satisfies DeepStrings<MessageCatalog>;

export const catalogs = { en, id } as const;
export type Locale = keyof typeof catalogs;
export const LOCALES: readonly Locale[] = ['en', 'id'];

/** Message key paths such as "validation.required". */
export type MessageKey = {
  [G in keyof MessageCatalog]: `${G & string}.${keyof MessageCatalog[G] & string}`;
}[keyof MessageCatalog];

export type MessageVars = Record<string, string | number>;

/**
 * A message key with its values in one string ("validation.tooLong?max=191"), so that a zod issue,
 * a form validator and an import cell can carry "at most 191 characters" as plain text and each
 * reader translates it. URLSearchParams does the encoding.
 */
export function messageRef(key: string, vars?: MessageVars): string {
  if (!vars || Object.keys(vars).length === 0) return key;
  return `${key}?${new URLSearchParams(Object.entries(vars).map(([k, v]) => [k, String(v)]))}`;
}

/** The key and values of a message reference (a plain key has no values). */
export function parseMessageRef(ref: string): { key: string; vars: MessageVars } {
  const at = ref.indexOf('?');
  if (at < 0) return { key: ref, vars: {} };
  return { key: ref.slice(0, at), vars: Object.fromEntries(new URLSearchParams(ref.slice(at + 1))) };
}

/** Fills %{name} placeholders (the syntax the client's polyglot catalogs use too). */
export const fill = (text: string, vars: MessageVars) => text.replace(/%\{(\w+)\}/g, (m, v: string) => (v in vars ? String(vars[v]) : m));

export function translate(locale: Locale, keyOrRef: string, vars: MessageVars = {}): string {
  const ref = parseMessageRef(keyOrRef);
  const [group, name] = ref.key.split('.') as [keyof MessageCatalog, string];
  const text = (catalogs[locale][group] as Record<string, string> | undefined)?.[name] ?? ref.key;
  return fill(text, { ...ref.vars, ...vars });
}
