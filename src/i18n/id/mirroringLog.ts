// Log mirroring aktivitas untuk administrator (docs/mirroring-log.md).
import type { DeepStrings } from '../types.ts';
import type { mirroringLog as en } from '../en/mirroringLog.ts';

export const mirroringLog = {
  menu: 'Log mirroring aktivitas',
  title: 'Log mirroring aktivitas',
  filters: {
    search: 'Cari pihak, alasan, atau data',
    kind: 'Pertukaran',
    outcome: 'Hasil',
    all: 'Semua',
    from: 'Dari tanggal',
    to: 'Sampai tanggal',
    clear: 'Hapus filter',
  },
  kinds: { WB_MACHINE_TICKET: 'Tiket jembatan timbang diterima', WB_PUSH: 'Catatan jembatan timbang dikirim', FMS_SYNC: 'Sinkronisasi armada', FMS_POSITIONS: 'Posisi armada ditarik' },
  outcomes: { OK: 'Berhasil', FAILED: 'Gagal' },
  directions: { IN: 'Dari %{counterpart}', OUT: 'Ke %{counterpart}' },
  counterparts: { localRecorder: 'perekam lokal', demoFleet: 'armada demo' },
  reasons: {
    MATCHED: 'dicatat pada truknya',
    UNMATCHED: 'disimpan, truk belum ditemukan',
    DUPLICATE: 'sudah tersimpan: tidak ada yang berubah',
    SYNCED: 'armada disinkronkan',
    CREDENTIALS_REFUSED: 'akun ditolak',
    UNREACHABLE: 'layanan tidak dapat dihubungi',
  },
  related: { log_id: 'catatan #%{value}', ticket_number: 'tiket %{value}', machine_ticket_id: 'tiket mesin #%{value}', ticket_id: 'tiket #%{value}', api_key_id: 'kunci #%{value}', vendor_id: 'vendor #%{value}', vehicles: '%{value} kendaraan' },
  request: 'Permintaan %{id}',
  empty: 'Tidak ada pertukaran yang cocok dengan filter ini.',
  failed: 'Log mirroring tidak dapat dimuat.',
  total: '%{smart_count} pertukaran |||| %{smart_count} pertukaran',
  previous: 'Sebelumnya',
  next: 'Berikutnya',
  page: 'Halaman %{page} dari %{pages}',
} satisfies DeepStrings<typeof en>;
