/// The site's own words in Korean, Simplified Chinese, Spanish and Arabic, written for readers
/// of each language rather than translated word for word (see `TRANSLATING.md`).
extension SiteStrings {
  /// Korean, in the formal polite style of the guides (합니다체).
  public static let korean = SiteStrings([
    "guides": "가이드",
    "onThisPage": "이 페이지의 내용",
    "previous": "이전",
    "next": "다음",
    "language": "언어",
    "searchPlaceholder": "가이드 검색",
    "searchNoResults": "검색 결과가 없습니다",
    "untranslatedNotice": "이 가이드는 아직 번역되지 않아 영어 원문을 보여 드립니다.",
    "staleNotice": "이 섹션의 번역은 원문보다 오래되었습니다.",
    "staleLink": "영어 원문 섹션 읽기",
    "copy": "복사",
    "copied": "복사했습니다",
    "theme": "라이트 테마와 다크 테마 전환",
    "menu": "메뉴",
    "home": "모든 가이드",
    "translations": "번역",
    "translatedCount": "가이드 {total}개 중 {translated}개 번역",
    "sourceCount": "가이드 {total}개(원문)",
    "notTranslated": "(영어)",
    "redirecting": "언어를 선택하세요",
    "note": "참고", "tip": "팁", "important": "중요", "warning": "경고", "caution": "주의",
    "renderError": "이 페이지를 업데이트하지 못해 마지막으로 정상이었던 버전을 보여 드립니다.",
  ])

  /// Simplified Chinese, in the plain register of the guides.
  public static let simplifiedChinese = SiteStrings([
    "guides": "指南",
    "onThisPage": "本页内容",
    "previous": "上一篇",
    "next": "下一篇",
    "language": "语言",
    "searchPlaceholder": "搜索指南",
    "searchNoResults": "没有找到结果",
    "untranslatedNotice": "本指南尚未翻译，下面显示的是英文原文。",
    "staleNotice": "这一节的译文已落后于原文。",
    "staleLink": "阅读这一节的英文原文",
    "copy": "复制",
    "copied": "已复制",
    "theme": "切换浅色与深色主题",
    "menu": "菜单",
    "home": "全部指南",
    "translations": "翻译",
    "translatedCount": "共 {total} 篇指南，已翻译 {translated} 篇",
    "sourceCount": "共 {total} 篇指南（原文）",
    "notTranslated": "（英文）",
    "redirecting": "请选择语言",
    "note": "备注", "tip": "提示", "important": "重要", "warning": "警告", "caution": "注意",
    "renderError": "无法更新此页面，下面显示的是上一个正常的版本。",
  ])

  /// Neutral Spanish, addressing the reader as tú.
  public static let spanish = SiteStrings([
    "guides": "Guías",
    "onThisPage": "En esta página",
    "previous": "Anterior",
    "next": "Siguiente",
    "language": "Idioma",
    "searchPlaceholder": "Buscar en las guías",
    "searchNoResults": "No hay resultados",
    "untranslatedNotice": "Esta guía todavía no está traducida; se muestra en inglés.",
    "staleNotice": "Esta sección de la traducción está desactualizada.",
    "staleLink": "Leer la sección en inglés",
    "copy": "Copiar",
    "copied": "Copiado",
    "theme": "Cambiar entre el tema claro y el oscuro",
    "menu": "Menú",
    "home": "Todas las guías",
    "translations": "Traducciones",
    "translatedCount": "{translated} de {total} guías traducidas",
    "sourceCount": "{total} guías, el original",
    "notTranslated": "(en inglés)",
    "redirecting": "Elige tu idioma",
    "note": "Nota", "tip": "Consejo", "important": "Importante", "warning": "Advertencia",
    "caution": "Precaución",
    "renderError": "No se pudo actualizar esta página; se muestra la última versión correcta.",
  ])

  /// Modern Standard Arabic.
  ///
  /// The counts avoid Arabic's number agreement by naming the thing counted first
  /// ("الأدلة المترجمة: 3 من 9").
  public static let arabic = SiteStrings([
    "guides": "الأدلة",
    "onThisPage": "في هذه الصفحة",
    "previous": "السابق",
    "next": "التالي",
    "language": "اللغة",
    "searchPlaceholder": "ابحث في الأدلة",
    "searchNoResults": "لا توجد نتائج",
    "untranslatedNotice": "لم يُترجم هذا الدليل بعد، لذا يُعرض بالإنجليزية.",
    "staleNotice": "هذا القسم من الترجمة أقدم من النص الأصلي.",
    "staleLink": "اقرأ القسم بالإنجليزية",
    "copy": "نسخ",
    "copied": "تم النسخ",
    "theme": "التبديل بين المظهر الفاتح والداكن",
    "menu": "القائمة",
    "home": "كل الأدلة",
    "translations": "الترجمات",
    "translatedCount": "الأدلة المترجمة: {translated} من {total}",
    "sourceCount": "عدد الأدلة: {total}، وهي النص الأصلي",
    "notTranslated": "(بالإنجليزية)",
    "redirecting": "اختر لغتك",
    "note": "ملاحظة", "tip": "نصيحة", "important": "مهم", "warning": "تحذير", "caution": "تنبيه",
    "renderError": "تعذّر تحديث هذه الصفحة، لذا تُعرض آخر نسخة سليمة منها.",
  ])
}
